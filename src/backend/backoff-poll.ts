import type { Unsubscribe } from './ports.ts';

export interface BackoffPollOptions {
  /** The wait after a change (and the first wait). */
  minMs: number;
  /** The longest wait while nothing changes. */
  maxMs: number;
  /**
   * The wait after a failed check (default minMs), doubled with each failure in a row up to
   * `failedMaxMs` (default maxMs): the page keeps trying, ever less often while it fails.
   */
  retryMs?: number;
  failedMaxMs?: number;
}

/**
 * Calls `check` now, then again after each call settles: never two at once. The first
 * wait is `minMs`; `check` resolves true when it found a change, which brings the wait back
 * to `minMs`, and each quiet check doubles it, up to `maxMs`. A rejected check is a failure,
 * waited after as `retryMs` says.
 */
export function pollWithBackoff(
  check: () => Promise<boolean>,
  { minMs, maxMs, retryMs = minMs, failedMaxMs = maxMs }: BackoffPollOptions,
): Unsubscribe {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitMs: number | null = null;
  let failures = 0;

  const run = async (): Promise<void> => {
    const changed = await check().then(
      (found) => {
        failures = 0;
        return found;
      },
      () => {
        failures += 1;
        return null;
      },
    );
    if (stopped) return;
    if (changed === null) waitMs = Math.min(retryMs * 2 ** (failures - 1), failedMaxMs);
    else waitMs = changed || waitMs === null ? minMs : Math.min(waitMs * 2, maxMs);
    timer = setTimeout(() => void run(), waitMs);
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Polls `read` as pollWithBackoff does and calls `emit` with each value that differs (as JSON)
 * from the last one emitted, never after the returned unsubscribe.
 */
export function pollChanges<T>(
  read: () => Promise<T>,
  emit: (value: T) => void,
  options: BackoffPollOptions,
): Unsubscribe {
  let stopped = false;
  let last: string | undefined;
  const stopPolling = pollWithBackoff(async () => {
    const value = await read();
    const seen = JSON.stringify(value);
    if (stopped || seen === last) return false;
    last = seen;
    emit(value);
    return true;
  }, options);
  return () => {
    stopped = true;
    stopPolling();
  };
}
