import { isUnreachable } from '@/backend/reach.ts';
import { retryUntilDone } from '../play/retry.ts';

/** A read's outcome: its value, or the error of a database that answered with a refusal. */
export type Answered<T> = { value: T } | { failed: unknown };

/**
 * Reads until the database answers: while it cannot be reached the read is tried again, ever less
 * often (retry.ts), and the page's notice says so (reach-notice.tsx); any other failure is final.
 * Rejects only when `signal` aborts.
 */
export function readUntilAnswered<T>(
  read: () => Promise<T>,
  signal: AbortSignal,
): Promise<Answered<T>> {
  return retryUntilDone(
    async (): Promise<Answered<T>> => {
      try {
        return { value: await read() };
      } catch (error) {
        if (isUnreachable(error)) throw error;
        return { failed: error };
      }
    },
    signal,
    () => undefined,
  );
}
