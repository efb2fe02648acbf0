import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The emulated night's time: it runs `factor` times faster than the machine's, from
 * `nightStart` (server epoch ms) at the machine's `realStart`. The loopback database and the
 * sign-up limiter read it as their clock; the devices' thread runs on it entirely (compressTime).
 */
export interface NightClock {
  factor: number;
  realStart: number;
  nightStart: number;
}

export const nightNow = ({ factor, realStart, nightStart }: NightClock, realNow = Date.now()) =>
  nightStart + (realNow - realStart) * factor;

/**
 * How late this thread's timers ran: a thread too busy for the compression runs its timers late
 * and together (docs/hall-night.md).
 */
export const timerLateness = { timers: 0, lateOverRoundTrip: 0, roundTripMs: 300 };

/**
 * When the work running now was meant to run (performance.now() ms), carried along its async
 * chain: the due time of the timer that began it, then when each answer it waited for was meant
 * to come. A busy thread runs it later, and runs many such chains together; a hall's phones,
 * each on its own, would not (docs/hall-night.md).
 */
const meant = new AsyncLocalStorage<{ at: number }>();

/** This thread's time, its lag taken out: when the work running now was meant to run. */
export const meantNow = () => meant.getStore()?.at ?? performance.now();

/** The work running now goes on from `at` (performance.now() ms): when its answer was meant to come. */
export function answeredAt(at: number): void {
  const chain = meant.getStore();
  if (chain && Number.isFinite(at)) chain.at = Math.min(performance.now(), Math.max(chain.at, at));
}

/**
 * Makes this thread live in night time: Date.now reads the night clock, and setTimeout and
 * setInterval wait night milliseconds. So the site's own code (its polls, back-off, retries,
 * the wait after a wrong guess, a team's hour) keeps a real night's pace, only faster. Both read
 * the time the work running now was meant to run (meantNow), so a thread that runs late does not
 * carry its lag into the next request: a timer is due its wait after then, and fires at once if
 * that has passed. Called once, first thing, in the devices' worker thread; the database's
 * thread keeps real time.
 */
export function compressTime(clock: NightClock): void {
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const scaled = (ms: number | undefined) => Math.max(0, (ms ?? 0) / clock.factor);
  Date.now = () => nightNow(clock, performance.timeOrigin + meantNow());
  const late = (due: number) => {
    timerLateness.timers += 1;
    if ((performance.now() - due) * clock.factor > timerLateness.roundTripMs) {
      timerLateness.lateOverRoundTrip += 1;
    }
  };
  // The overloads of setTimeout (Node's and the DOM's) take every argument on to the callback.
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    let due = meantNow() + scaled(ms);
    const delay = Math.max(0, due - performance.now());
    const timed = (...args: unknown[]) => {
      late(due);
      meant.run({ at: due }, () => callback(...args));
    };
    const timer = realSetTimeout(timed, delay, ...rest);
    // A timer restarted with refresh() (undici's clock) is due again from then.
    const refresh = timer.refresh.bind(timer);
    timer.refresh = () => {
      due = performance.now() + delay;
      return refresh();
    };
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: () => void, ms?: number, ...rest: unknown[]) => {
    const period = scaled(ms);
    let due = meantNow() + period;
    const ticked = (...args: unknown[]) => {
      const at = Math.min(due, performance.now());
      due += period;
      meant.run({ at }, () => (callback as (...args: unknown[]) => void)(...args));
    };
    return realSetInterval(ticked, period, ...rest);
  }) as typeof setInterval;
}

/** Waits `ms` of this thread's time (night milliseconds once compressTime has run). */
export const sleep = (ms: number) =>
  new Promise<void>((wake) => {
    setTimeout(wake, Math.max(0, ms));
  });
