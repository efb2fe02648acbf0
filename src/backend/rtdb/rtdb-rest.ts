import { BackendError } from '../ports.ts';
import { reportReach } from '../reach.ts';

/** The Realtime Database's placeholder for "the server's clock at write time". */
export const SERVER_TIMESTAMP = { '.sv': 'timestamp' } as const;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A request unanswered this long makes the page say the database is not answering. */
export const STALLED_MS = 6000;
/** A request unanswered this long is given up, as if the network had lost it. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * `{databaseURL}/{path}.json`, keeping the emulator's `?ns=` and adding `?auth=` and `query`.
 * Each path segment is URI-encoded, so team keys holding `%XX` or spaces survive.
 */
export function restUrl(
  databaseURL: string,
  segments: string[],
  idToken?: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(databaseURL);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = `${base}/${segments.map(encodeURIComponent).join('/')}.json`;
  if (idToken) url.searchParams.set('auth', idToken);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The REST API's query for the children of a node whose `child` is at least `from`, in any
 * order (the rules must index `child`, `.indexOn`): what changed since a time, for instance.
 */
export const childrenFrom = (child: string, from: number): Record<string, string> => ({
  orderBy: JSON.stringify(child),
  startAt: String(from),
});

function codeForStatus(status: number): string {
  if (status === 401 || status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429 || status >= 500) return 'UNAVAILABLE';
  return 'UNKNOWN';
}

/**
 * A write as a CORS "simple" request, so that a browser sends it without a preflight (the
 * database is on another origin, and firebaseio.com documents no Access-Control-Max-Age):
 * POST with the `x-http-method-override` query parameter (Firebase Database REST API
 * reference, "Method Override"), and the JSON body with the Content-Type that `curl -d` sends
 * in every write example of that reference.
 */
function simpleWrite(url: string, method: 'PUT' | 'PATCH', body: unknown): [string, RequestInit] {
  const target = new URL(url);
  target.searchParams.set('x-http-method-override', method);
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  return [target.toString(), { method: 'POST', headers, body: JSON.stringify(body) }];
}

/** Sends one request; whether the database answered it is told to the page (src/backend/reach.ts). */
async function send(fetchImpl: FetchLike, target: string, init: RequestInit): Promise<Response> {
  const stalled = setTimeout(() => reportReach(false), STALLED_MS);
  const giveUp = new AbortController();
  const timeout = setTimeout(() => giveUp.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetchImpl(target, { ...init, signal: giveUp.signal });
    // 429 and 5xx: the database (or its front) turned the request away for its load.
    reportReach(response.status !== 429 && response.status < 500);
    return response;
  } catch {
    reportReach(false);
    throw new BackendError('NETWORK', 'The database could not be reached.');
  } finally {
    clearTimeout(stalled);
    clearTimeout(timeout);
  }
}

/** One REST call; transport failures become NETWORK, refusals PERMISSION_DENIED. */
export async function restRequest(
  fetchImpl: FetchLike,
  url: string,
  method: 'GET' | 'PUT' | 'PATCH',
  body?: unknown,
): Promise<unknown> {
  const [target, init] = method === 'GET' ? [url, { method }] : simpleWrite(url, method, body);
  const response = await send(fetchImpl, target, init);
  if (!response.ok) {
    throw new BackendError(
      codeForStatus(response.status),
      `The database refused the request (${response.status}).`,
    );
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new BackendError('UNKNOWN', 'The database sent an unreadable answer.');
  }
}

/**
 * One root multi-path update (`PATCH /.json`): the rules judge every path together and the
 * database writes all of them or none. A null value deletes its path.
 */
export function restRootPatch(
  fetchImpl: FetchLike,
  databaseURL: string,
  idToken: string,
  updates: Record<string, unknown>,
): Promise<unknown> {
  return restRequest(fetchImpl, restUrl(databaseURL, [], idToken), 'PATCH', updates);
}
