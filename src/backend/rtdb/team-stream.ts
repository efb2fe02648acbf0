import { BackendError, type BoardWatch, type Unsubscribe } from '../ports.ts';
import { reportReach } from '../reach.ts';
import type { TeamStanding } from '@/game/types.ts';
import { restRequest, type FetchLike } from './rtdb-rest.ts';
import { toStandings } from '@/game/records.ts';
import { keysOf, withValueAt } from '../tree.ts';
import { watchChildrenSince } from './children-since.ts';

export interface TeamStreamOptions {
  /** `{databaseURL}/user.json` (public: the leaderboard needs no token). */
  url: string;
  fetch: FetchLike;
  /** Absent where the platform has none; the leaderboard then polls. */
  EventSource?: typeof EventSource;
  /** The poll's wait after a change; it backs off while nothing changes, and after failures. */
  pollMs: number;
}

const EVENT_SOURCE_OPEN = 1;
const EVENT_SOURCE_CLOSED = 2;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathParts(path: unknown): string[] {
  return typeof path === 'string' ? keysOf(path) : [];
}

function asBackendError(error: unknown): BackendError {
  return error instanceof BackendError ? error : new BackendError('UNKNOWN', String(error));
}

/**
 * The board, as `how` says (BoardWatch in ports.ts). 'changes': every team once, then every
 * `pollMs` only the teams whose timestamp moved since the latest seen (`orderBy`/`startAt`,
 * indexed by the rules), each a short request: waiting up to 3 × pollMs while nothing changes and
 * up to 12 × pollMs while the database fails or turns it away, keeping what it showed. 'stream':
 * server-sent events (put/patch) on one long-lived connection; where the platform has none, or
 * the stream closes for good, it polls the changes instead.
 */
export function watchTeams(
  options: TeamStreamOptions,
  how: BoardWatch,
  callback: (teams: TeamStanding[]) => void,
  onError?: (error: BackendError) => void,
): Unsubscribe {
  let stopped = false;
  let source: EventSource | null = null;
  let stopPolling: Unsubscribe | undefined;

  const read = async (query: Record<string, string>): Promise<unknown> => {
    const url = new URL(options.url);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    try {
      return await restRequest(options.fetch, url.toString(), 'GET');
    } catch (error) {
      if (!stopped) onError?.(asBackendError(error));
      throw error;
    }
  };
  const poll = (): void => {
    stopPolling = watchChildrenSince(read, 'timestamp', (tree) => callback(toStandings(tree)), {
      minMs: options.pollMs,
      maxMs: options.pollMs * 3,
      retryMs: options.pollMs,
      failedMaxMs: options.pollMs * 12,
    });
  };

  const stream = (Source: typeof EventSource): void => {
    let tree: unknown = null;
    const opened = new Source(options.url);
    source = opened;
    const apply = (kind: 'put' | 'patch') => (event: MessageEvent<string>) => {
      const message: unknown = JSON.parse(event.data);
      if (!isObject(message)) return;
      const parts = pathParts(message.path);
      if (kind === 'put') tree = withValueAt(tree, parts, message.data);
      else if (isObject(message.data)) {
        for (const [key, value] of Object.entries(message.data)) {
          tree = withValueAt(tree, [...parts, ...pathParts(key)], value);
        }
      }
      callback(toStandings(tree));
    };
    opened.addEventListener('open', () => reportReach(true));
    opened.addEventListener('put', apply('put'));
    opened.addEventListener('patch', apply('patch'));
    opened.addEventListener('cancel', () => {
      opened.close();
      onError?.(new BackendError('PERMISSION_DENIED', 'The leaderboard may not be read.'));
    });
    // The browser retries a dropped stream by itself; only a closed one falls back to polling.
    opened.addEventListener('error', () => {
      if (stopped || opened.readyState === EVENT_SOURCE_OPEN) return;
      reportReach(false);
      if (opened.readyState !== EVENT_SOURCE_CLOSED) return;
      source = null;
      poll();
    });
  };

  if (how === 'stream' && options.EventSource) stream(options.EventSource);
  else poll();

  return () => {
    stopped = true;
    source?.close();
    stopPolling?.();
  };
}
