import { BackendError } from '../ports.ts';

/** The Realtime Database's placeholder for "the server's clock at write time". */
export const SERVER_TIMESTAMP = { '.sv': 'timestamp' } as const;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * `{databaseURL}/{path}.json`, keeping the emulator's `?ns=` and adding `?auth=`.
 * Each path segment is URI-encoded, so team keys holding `%XX` or spaces survive.
 */
export function restUrl(databaseURL: string, segments: string[], idToken?: string): string {
  const url = new URL(databaseURL);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = `${base}/${segments.map(encodeURIComponent).join('/')}.json`;
  if (idToken) url.searchParams.set('auth', idToken);
  return url.toString();
}

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

/** One REST call; transport failures become NETWORK, refusals PERMISSION_DENIED. */
export async function restRequest(
  fetchImpl: FetchLike,
  url: string,
  method: 'GET' | 'PUT' | 'PATCH',
  body?: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    const [target, init] = method === 'GET' ? [url, { method }] : simpleWrite(url, method, body);
    response = await fetchImpl(target, init);
  } catch {
    throw new BackendError('NETWORK', 'The database could not be reached.');
  }
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
