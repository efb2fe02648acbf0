import { errorCode, type Unsubscribe } from './ports.ts';

/**
 * Whether the game's database answers this page, as its requests find it: 'unknown' before the
 * first answer, 'answering' once one came back (a refusal by the rules is an answer too), and
 * 'unreachable' while requests fail to reach it, stall, or are turned away for its load (the
 * REST adapters report here, src/backend/rtdb/rtdb-rest.ts). Every game page says what this
 * says (src/features/cos/reach/reach-notice.tsx). Local mode's database, in the page, answers
 * every request, unless the browser's storage refuses a write (full).
 */
export type Reach = 'unknown' | 'answering' | 'unreachable';

let reach: Reach = 'unknown';
const listeners = new Set<(reach: Reach) => void>();

/** What a request found: the database answered it, or it did not. */
export function reportReach(answered: boolean): void {
  const next: Reach = answered ? 'answering' : 'unreachable';
  if (next === reach) return;
  reach = next;
  listeners.forEach((listener) => listener(next));
}

/** Calls back at once with what is known, then on every change, until unsubscribed. */
export function watchReach(listener: (reach: Reach) => void): Unsubscribe {
  listeners.add(listener);
  listener(reach);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether an adapter's error is the database not answering, which the page's notice says. */
export const isUnreachable = (error: unknown): boolean =>
  ['NETWORK', 'UNAVAILABLE'].includes(errorCode(error));
