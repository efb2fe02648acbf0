import { pollWithBackoff } from '../backoff-poll.ts';
import { BackendError, type Unsubscribe } from '../ports.ts';
import { reportReach } from '../reach.ts';
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

const EVENT_SOURCE_OPEN = 1;
const EVENT_SOURCE_CLOSED = 2;

const asBackendError = (error: unknown): BackendError =>
  error instanceof BackendError ? error : new BackendError('UNKNOWN', String(error));

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
 * Each failure is told to `onError` (a refused or failed read, a stream refused or lost, which
 * the browser opens again by itself), and the page's reach (src/backend/reach.ts) as the
 * board's stream tells it (team-stream.ts); the watch emits again once it reads.
 */
export function watchNode(
  options: NodeWatchOptions,
  emit: (tree: unknown) => void,
  onError: (error: BackendError) => void,
): Unsubscribe {
  let stopped = false;
  let source: EventSource | null = null;
  let stopPolling: Unsubscribe | undefined;
  let tree: unknown = null;

  const poll = () => {
    let seen: string | null = null;
    stopPolling = pollWithBackoff(
      async () => {
        let value: unknown;
        try {
          value = await restRequest(options.fetch, await options.url(), 'GET');
        } catch (error) {
          if (!stopped) onError(asBackendError(error));
          throw error;
        }
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
    opened.addEventListener('open', () => reportReach(true));
    opened.addEventListener('put', apply('put'));
    opened.addEventListener('patch', apply('patch'));
    opened.addEventListener('auth_revoked', () => {
      opened.close();
      open(Source).catch(failed);
    });
    opened.addEventListener('cancel', () => {
      opened.close();
      onError(new BackendError('PERMISSION_DENIED', 'The database refused the stream.'));
    });
    // The browser opens a lost stream again by itself; only a closed one falls back to polling.
    opened.addEventListener('error', () => {
      if (stopped || opened.readyState === EVENT_SOURCE_OPEN) return;
      reportReach(false);
      if (opened.readyState !== EVENT_SOURCE_CLOSED) {
        onError(new BackendError('NETWORK', 'The stream was lost; the browser opens it again.'));
        return;
      }
      source = null;
      poll();
    });
  };
  const failed = (error: unknown) => {
    if (!stopped) onError(asBackendError(error));
  };

  if (options.EventSource) open(options.EventSource).catch(failed);
  else poll();
  return () => {
    stopped = true;
    source?.close();
    stopPolling?.();
  };
}
