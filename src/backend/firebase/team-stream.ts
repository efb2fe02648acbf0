import { pollWithBackoff } from '../backoff-poll.ts';
import { BackendError, type Unsubscribe } from '../ports.ts';
import type { TeamStanding } from '@/game/types.ts';
import { restRequest, type FetchLike } from './rtdb-rest.ts';
import { toStandings } from '@/game/records.ts';
import { keysOf, withValueAt } from '../tree.ts';

export interface TeamStreamOptions {
  /** `{databaseURL}/user.json` (public: the leaderboard needs no token). */
  url: string;
  fetch: FetchLike;
  /** Absent where the platform has none; the leaderboard then polls. */
  EventSource?: typeof EventSource;
  /** The poll's wait after a change; it backs off while nothing changes. */
  pollMs: number;
  /** The longest wait between polls (default 6 × pollMs: 5 s up to 30 s). */
  maxPollMs?: number;
}

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
 * Streams `user` with server-sent events (put/patch); polls when streaming is unavailable,
 * backing off while nothing changes and calling back only when something did.
 */
export function watchTeams(
  options: TeamStreamOptions,
  callback: (teams: TeamStanding[]) => void,
  onError?: (error: BackendError) => void,
): Unsubscribe {
  let stopped = false;
  let source: EventSource | null = null;
  let stopPolling: Unsubscribe | undefined;
  let lastBody: string | undefined;

  const check = async (): Promise<boolean> => {
    try {
      const tree = await restRequest(options.fetch, options.url, 'GET');
      const body = JSON.stringify(tree);
      if (stopped || body === lastBody) return false;
      lastBody = body;
      callback(toStandings(tree));
      return true;
    } catch (error) {
      if (!stopped) onError?.(asBackendError(error));
      return false;
    }
  };
  const poll = (): void => {
    stopPolling = pollWithBackoff(check, {
      minMs: options.pollMs,
      maxMs: options.maxPollMs ?? options.pollMs * 6,
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
      poll();
    });
  };

  if (options.EventSource) stream(options.EventSource);
  else poll();

  return () => {
    stopped = true;
    source?.close();
    stopPolling?.();
  };
}
