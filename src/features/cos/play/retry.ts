export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/**
 * Exponential backoff for what the game retries (loading it, its identity, a lost verdict):
 * 1 s, 2 s, 4 s ... capped at 30 s.
 */
export function retryDelay(failedAttempts: number): number {
  if (failedAttempts < 1) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failedAttempts - 1));
}

/**
 * Runs `attempt` up to `attempts` times, waiting `retryDelay` between; the last error stands, and
 * so does one that `worthRetrying` says no retry can change.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  attempts: number,
  worthRetrying: (error: unknown) => boolean = () => true,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= attempts || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/**
 * Runs `attempt` until it succeeds, waiting `retryDelay` after each failure, which `onFailure`
 * hears (with how many so far). Gives up, rejecting with the abort, once `signal` aborts.
 */
export async function retryUntilDone<T>(
  attempt: () => Promise<T>,
  signal: AbortSignal,
  onFailure: (failures: number) => void,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await attempt();
    } catch {
      signal.throwIfAborted();
      onFailure(failures);
      await new Promise<void>((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          reject(signal.reason);
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', stop);
          resolve();
        }, retryDelay(failures));
        signal.addEventListener('abort', stop, { once: true });
      });
    }
  }
}
