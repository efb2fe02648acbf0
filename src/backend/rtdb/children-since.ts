import { type BackoffPollOptions, pollWithBackoff } from '../backoff-poll.ts';
import type { Unsubscribe } from '../ports.ts';
import { childrenFrom } from './rtdb-rest.ts';

type Children = Record<string, unknown>;

const isChildren = (value: unknown): value is Children =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The greatest numeric `child` of the children, or null when none has one. */
function latest(children: Children, child: string): number | null {
  let found: number | null = null;
  for (const value of Object.values(children)) {
    const at = isChildren(value) ? value[child] : undefined;
    if (typeof at === 'number' && (found === null || at > found)) found = at;
  }
  return found;
}

/**
 * Polls a node's children as pollWithBackoff does, reading no more than changed: the whole node
 * first, then only the children whose `child` (a server time every write of theirs stamps) is at
 * least the latest one seen, each replacing its old self. `read` gets the REST API's query
 * (empty: the whole node). `emit` hears the node whenever a child changed. A child deleted, or
 * changed without a new stamp, shows only on a new watch, which reads the whole node again.
 */
export function watchChildrenSince(
  read: (query: Record<string, string>) => Promise<unknown>,
  child: string,
  emit: (children: Children) => void,
  timing: BackoffPollOptions,
): Unsubscribe {
  let stopped = false;
  let known: Children | null = null;
  const stopPolling = pollWithBackoff(async () => {
    const since = known === null ? null : latest(known, child);
    const value = await read(since === null ? {} : childrenFrom(child, since));
    if (stopped) return false;
    const fresh = isChildren(value) ? value : {};
    const changed =
      known === null ||
      Object.entries(fresh).some(
        ([key, node]) => JSON.stringify(node) !== JSON.stringify(known?.[key]),
      );
    known = { ...known, ...fresh };
    if (changed) emit(known);
    return changed;
  }, timing);
  return () => {
    stopped = true;
    stopPolling();
  };
}
