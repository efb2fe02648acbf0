import { pollWithBackoff } from '../backoff-poll.ts';
import type { Unsubscribe } from '../ports.ts';
import { keysOf, withValueAt } from '../tree.ts';
import { restRequest, type FetchLike } from './rtdb-rest.ts';

export interface NodeWatchOptions {
  /** The node's REST URL, with a fresh ID token each time it is asked for. */
  url: () => Promise<string>;
  fetch: FetchLike;
  /** Absent where the platform has none: the node is then read whole, ever less often. */
  EventSource?: typeof EventSource;
  pollMs: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The REST API sends an array for keys 1, 2, 3... (guess numbers): as objects, with only the keys
 * that hold something, so a later change at one key keeps its siblings.
 */
function asObjects(value: unknown): unknown {
  if (!isObject(value)) return value;
  const entries = Object.entries(value).filter(([, child]) => child !== null);
  return Object.fromEntries(entries.map(([key, child]) => [key, asObjects(child)]));
}

/**
 * A node an organizer's console watches whole (`typed`, `spellings`; organizers only, so the URL
 * carries a token). One stream (server-sent events: the node once, then each put and patch);
 * when the database revokes its token (`auth_revoked`, as an ID token expires) it opens again
 * with a fresh one. Where the platform has no EventSource, or the stream closes for good, the
 * node is read whole every pollMs, waiting up to four times as long while nothing changes.
 */
export function watchNode(
  options: NodeWatchOptions,
  emit: (tree: unknown) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let stopped = false;
  let source: EventSource | null = null;
  let stopPolling: Unsubscribe | undefined;
  let tree: unknown = null;

  const poll = () => {
    let seen: string | null = null;
    stopPolling = pollWithBackoff(
      async () => {
        const value = await restRequest(options.fetch, await options.url(), 'GET');
        const text = JSON.stringify(value);
        if (stopped || text === seen) return false;
        seen = text;
        emit(asObjects(value));
        return true;
      },
      { minMs: options.pollMs, maxMs: options.pollMs * 4 },
    );
  };

  const open = async (Source: typeof EventSource) => {
    const url = await options.url();
    if (stopped) return;
    const opened = new Source(url);
    source = opened;
    const apply = (kind: 'put' | 'patch') => (event: MessageEvent<string>) => {
      const message: unknown = JSON.parse(event.data);
      if (!isObject(message) || typeof message.path !== 'string') return;
      const at = keysOf(message.path);
      if (kind === 'put') tree = withValueAt(tree, at, asObjects(message.data));
      else if (isObject(message.data)) {
        for (const [key, value] of Object.entries(message.data)) {
          tree = withValueAt(tree, [...at, ...keysOf(key)], asObjects(value));
        }
      }
      emit(tree);
    };
    opened.addEventListener('put', apply('put'));
    opened.addEventListener('patch', apply('patch'));
    opened.addEventListener('auth_revoked', () => {
      opened.close();
      open(Source).catch(onError);
    });
    opened.addEventListener('cancel', () => {
      opened.close();
      onError(new Error('The database refused the stream.'));
    });
    opened.addEventListener('error', () => {
      if (stopped || opened.readyState !== 2) return;
      source = null;
      poll();
    });
  };

  if (options.EventSource) open(options.EventSource).catch(onError);
  else poll();
  return () => {
    stopped = true;
    source?.close();
    stopPolling?.();
  };
}
