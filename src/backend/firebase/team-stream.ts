import { BackendError, type TeamStanding, type Unsubscribe } from '../ports.ts';
import { restRequest, type FetchLike } from './rtdb-rest.ts';
import { toStandings } from './team-record.ts';

export interface TeamStreamOptions {
  /** `{databaseURL}/user.json` (public: the leaderboard needs no token). */
  url: string;
  fetch: FetchLike;
  /** Absent where the platform has none; the leaderboard then polls. */
  EventSource?: typeof EventSource;
  pollMs: number;
}

const EVENT_SOURCE_CLOSED = 2;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tree with `value` at `parts` (null removes), as the streaming protocol's put does. */
function setAt(tree: unknown, parts: string[], value: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  const node: Record<string, unknown> = isObject(tree) ? { ...tree } : {};
  const child = setAt(node[head], rest, value);
  if (child === null || child === undefined) delete node[head];
  else node[head] = child;
  return Object.keys(node).length > 0 ? node : null;
}

function pathParts(path: unknown): string[] {
  return typeof path === 'string' ? path.split('/').filter(Boolean) : [];
}

function asBackendError(error: unknown): BackendError {
  return error instanceof BackendError ? error : new BackendError('UNKNOWN', String(error));
}

/** Streams `user` with server-sent events (put/patch); polls when streaming is unavailable. */
export function watchTeams(
  options: TeamStreamOptions,
  callback: (teams: TeamStanding[]) => void,
  onError?: (error: BackendError) => void,
): Unsubscribe {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async (): Promise<void> => {
    try {
      const teams = toStandings(await restRequest(options.fetch, options.url, 'GET'));
      if (!stopped) callback(teams);
    } catch (error) {
      if (!stopped) onError?.(asBackendError(error));
    }
    if (!stopped) timer = setTimeout(() => void poll(), options.pollMs);
  };

  const stream = (Source: typeof EventSource): void => {
    let tree: unknown = null;
    const opened = new Source(options.url);
    source = opened;
    const apply = (kind: 'put' | 'patch') => (event: MessageEvent<string>) => {
      const message: unknown = JSON.parse(event.data);
      if (!isObject(message)) return;
      const parts = pathParts(message.path);
      if (kind === 'put') tree = setAt(tree, parts, message.data);
      else if (isObject(message.data)) {
        for (const [key, value] of Object.entries(message.data)) {
          tree = setAt(tree, [...parts, ...pathParts(key)], value);
        }
      }
      callback(toStandings(tree));
    };
    opened.addEventListener('put', apply('put'));
    opened.addEventListener('patch', apply('patch'));
    opened.addEventListener('cancel', () => {
      opened.close();
      onError?.(new BackendError('PERMISSION_DENIED', 'The leaderboard may not be read.'));
    });
    // The browser retries a dropped stream by itself; only a closed one falls back to polling.
    opened.addEventListener('error', () => {
      if (opened.readyState !== EVENT_SOURCE_CLOSED || stopped) return;
      source = null;
      void poll();
    });
  };

  if (options.EventSource) stream(options.EventSource);
  else void poll();

  return () => {
    stopped = true;
    source?.close();
    clearTimeout(timer);
  };
}
