import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchLike } from '../../src/backend/rtdb/rtdb-rest.ts';

/** The requests the report measures, told apart by what the site sends. */
export const MEASURED_KINDS = [
  'register',
  'guess',
  'advance',
  'leaderboard read',
  'riddle read',
  'hint read',
  'nudge read',
] as const;
export type RequestKind = (typeof MEASURED_KINDS)[number] | 'other';

/** One request as it went: for the cases' report and the meter's table. */
export interface SentRequest {
  method: string;
  /** The path in the database, decoded, with the method override if any. */
  path: string;
  body: string | undefined;
  status: number | 'no answer';
}

/** What the rules did with a request, from the status it came back with. */
export function verdictOf(sent: SentRequest | null): 'allowed' | 'refused' | 'no verdict' {
  if (!sent || sent.status === 'no answer') return 'no verdict';
  if (sent.status === 401 || sent.status === 403) return 'refused';
  return sent.status >= 200 && sent.status < 300 ? 'allowed' : 'no verdict';
}

interface Sample {
  ms: number;
  /** Null where the request went through another client, which the meter does not see. */
  sent: number | null;
  received: number | null;
  refused: boolean;
}

const bytes = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text));

/** The paths of a multi-path update's body, each with whether it writes (not deletes). */
function bodyPaths(body: string | undefined): [string, boolean][] {
  try {
    const parsed: unknown = body === undefined ? null : JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null
      ? Object.entries(parsed).map(([path, value]) => [path, value !== null])
      : [];
  } catch {
    return [];
  }
}

/** Which request of the game `url` and its body are, from the path and method alone. */
export function requestKind(url: string, method: string, body?: string): RequestKind {
  const parsed = new URL(url);
  const path = decodeURIComponent(parsed.pathname).replace(/\.json$/, '');
  const effective = parsed.searchParams.get('x-http-method-override') ?? method;
  if (effective === 'GET') {
    if (path === '/user') return 'leaderboard read';
    // Counted apart: a nudge read is the third request of a wrong guess on a riddle with nudges.
    if (path.startsWith('/hints/')) return 'hint read';
    if (path.startsWith('/nudges/')) return 'nudge read';
    return 'other';
  }
  if (effective === 'PATCH' && path === '/') {
    const paths = bodyPaths(body);
    const writes = (pattern: RegExp) =>
      paths.some(([key, written]) => written && pattern.test(key));
    // A reset or a ban deletes these same paths: not a registration.
    if (writes(/^owners\//) && writes(/^user\/[^/]+$/)) return 'register';
    if (writes(/^solves\//)) return 'advance';
    // A guess is recorded with what was typed, in one root update.
    if (writes(/^guesses\//)) return 'guess';
  }
  return 'other';
}

/** The value at the `fraction` quantile of sorted `values` (nearest rank). */
export function quantile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export interface KindSummary {
  kind: RequestKind;
  count: number;
  refused: number;
  p50: number;
  p95: number;
  sentBytes: number | null;
  receivedBytes: number | null;
}

function total(values: (number | null)[]): number | null {
  return values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

function describePath(url: URL): string {
  const override = url.searchParams.get('x-http-method-override');
  const path = decodeURIComponent(url.pathname);
  return override ? `${path}?x-http-method-override=${override}` : path;
}

/**
 * The fetch the adapters are given: it times each request and counts the bytes of its URL and
 * body sent and of the body received (headers and TLS are not counted), per kind. Requests sent
 * inside `capture` (the cases) are returned to its caller instead of measured. Every request
 * gives up after `timeoutMs` or when `signal` aborts (Ctrl-C).
 */
export class Meter {
  private readonly samples = new Map<RequestKind, Sample[]>();
  private readonly captured = new AsyncLocalStorage<SentRequest[]>();

  constructor(
    private readonly signal: AbortSignal,
    private readonly timeoutMs: number,
  ) {}

  readonly fetch: FetchLike = async (input, init = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    const url = new URL(input);
    const capture = this.captured.getStore();
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(input, {
        ...init,
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
    } catch (error) {
      capture?.push({ method, path: describePath(url), body, status: 'no answer' });
      throw error;
    }
    const text = await response.text();
    const ms = performance.now() - started;
    if (capture) {
      capture.push({ method, path: describePath(url), body, status: response.status });
    } else {
      const kind = requestKind(input, method, body);
      const list = this.samples.get(kind) ?? [];
      list.push({
        ms,
        sent: bytes(input) + bytes(body),
        received: bytes(text),
        refused: response.status === 401 || response.status === 403,
      });
      this.samples.set(kind, list);
    }
    return new Response(text, { status: response.status, headers: response.headers });
  };

  /** Times a request made some other way (the riddles go through the Firestore SDK). */
  async time<T>(kind: RequestKind, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await run();
    const list = this.samples.get(kind) ?? [];
    list.push({ ms: performance.now() - started, sent: null, received: null, refused: false });
    this.samples.set(kind, list);
    return result;
  }

  /** Runs `work`, and the requests it sent, unmeasured. */
  async capture(work: () => Promise<void>): Promise<{ requests: SentRequest[]; error: unknown }> {
    const requests: SentRequest[] = [];
    try {
      await this.captured.run(requests, work);
      return { requests, error: null };
    } catch (error) {
      return { requests, error };
    }
  }

  summary(): KindSummary[] {
    const kinds: RequestKind[] = [...MEASURED_KINDS, 'other'];
    return kinds.flatMap((kind) => {
      const list = this.samples.get(kind);
      if (!list || list.length === 0) return [];
      const sorted = list.map(({ ms }) => ms).sort((a, b) => a - b);
      return [
        {
          kind,
          count: list.length,
          refused: list.filter(({ refused }) => refused).length,
          p50: quantile(sorted, 0.5),
          p95: quantile(sorted, 0.95),
          sentBytes: total(list.map(({ sent }) => sent)),
          receivedBytes: total(list.map(({ received }) => received)),
        },
      ];
    });
  }
}
