import type { Unsubscribe } from './ports.ts';

export interface BackoffPollOptions {
  /** The wait after a change (and the first wait). */
  minMs: number;
  /** The longest wait while nothing changes. */
  maxMs: number;
}

/**
 * Calls `check` now, then again after each call settles: never two at once. The first
 * wait is `minMs`; `check` resolves true when it found a change, which brings the wait back
 * to `minMs`, and each quiet check doubles it, up to `maxMs`. A rejected check counts as quiet.
 */
export function pollWithBackoff(
  check: () => Promise<boolean>,
  { minMs, maxMs }: BackoffPollOptions,
): Unsubscribe {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitMs: number | null = null;

  const run = async (): Promise<void> => {
    const changed = await check().catch(() => false);
    if (stopped) return;
    waitMs = changed || waitMs === null ? minMs : Math.min(waitMs * 2, maxMs);
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
 * from the last one emitted, never after the returned unsubscribe. A failed read counts as quiet.
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
