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
 * and together (docs/hall-night.md). `currentMs` is how late (real ms) the timer whose work runs
 * now fired: a request it sends was meant to go that much earlier.
 */
export const timerLateness = { timers: 0, lateOverRoundTrip: 0, roundTripMs: 300, currentMs: 0 };

/**
 * Makes this thread live in night time: Date.now reads the night clock, and setTimeout and
 * setInterval wait night milliseconds. So the site's own code (its polls, back-off, retries,
 * the wait after a wrong guess, a team's hour) keeps a real night's pace, only faster. Called
 * once, first thing, in the devices' worker thread; the database's thread keeps real time.
 */
export function compressTime(clock: NightClock): void {
  const realNow = Date.now.bind(Date);
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const scaled = (ms: number | undefined) => Math.max(0, (ms ?? 0) / clock.factor);
  Date.now = () => nightNow(clock, realNow());
  // The overloads of setTimeout (Node's and the DOM's) take every argument on to the callback.
  const late = (due: number) => {
    timerLateness.currentMs = Math.max(0, performance.now() - due);
    timerLateness.timers += 1;
    if (timerLateness.currentMs * clock.factor > timerLateness.roundTripMs) {
      timerLateness.lateOverRoundTrip += 1;
    }
  };
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    let due = performance.now() + scaled(ms);
    const timed = (...args: unknown[]) => {
      late(due);
      callback(...args);
    };
    const timer = realSetTimeout(timed, scaled(ms), ...rest);
    // A timer restarted with refresh() (undici's clock) is due again from then.
    const refresh = timer.refresh.bind(timer);
    timer.refresh = () => {
      due = performance.now() + scaled(ms);
      return refresh();
    };
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: () => void, ms?: number, ...rest: unknown[]) =>
    realSetInterval(callback, scaled(ms), ...rest)) as typeof setInterval;
}

/** Waits `ms` of this thread's time (night milliseconds once compressTime has run). */
export const sleep = (ms: number) =>
  new Promise<void>((wake) => {
    setTimeout(wake, Math.max(0, ms));
  });
