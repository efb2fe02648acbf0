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
 * How late this thread's timers ran (night ms): a thread too busy for the compression runs its
 * timers late and together, which bunches their requests up (docs/hall-night.md).
 */
export const timerLateness = { timers: 0, lateOverRoundTrip: 0, worstMs: 0, roundTripMs: 300 };

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
    const lateMs = (realNow() - due) * clock.factor;
    timerLateness.timers += 1;
    if (lateMs > timerLateness.roundTripMs) timerLateness.lateOverRoundTrip += 1;
    timerLateness.worstMs = Math.max(timerLateness.worstMs, lateMs);
  };
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    const due = realNow() + scaled(ms);
    const timed = (...args: unknown[]) => {
      late(due);
      callback(...args);
    };
    return realSetTimeout(timed, scaled(ms), ...rest);
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: () => void, ms?: number, ...rest: unknown[]) =>
    realSetInterval(callback, scaled(ms), ...rest)) as typeof setInterval;
}

/** Waits `ms` of this thread's time (night milliseconds once compressTime has run). */
export const sleep = (ms: number) =>
  new Promise<void>((wake) => {
    setTimeout(wake, Math.max(0, ms));
  });
