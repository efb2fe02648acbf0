import type { DataNode, RulesFile } from 'targaryen/lib/database/index.js';
import { keysOf, valueAt, withValueAt } from '@/backend/tree.ts';
import { isObject, over, resolveServerValues, shallowCopy } from './json-values.ts';
import { createJudge } from './judge.ts';
import { answerQuery, missingIndex, queryOf } from './loopback-query.ts';

/**
 * The Realtime Database's REST API without a network: a request in, its answer out, every
 * request judged by a rules file through targaryen's database (which runs in a browser too),
 * `{".sv":"timestamp"}` resolved to its clock, `?shallow=true`, queries on indexed children
 * (loopback-query.ts) and `x-http-method-override`. It holds what was written over what is
 * given beneath it (what an admin put there, read and judged as written data, never kept by a
 * write): local mode gives the sample bank's nodes, its organizers and its night there
 * (src/backend/local/browser-database.ts). Requests are judged one at a time, synchronously, as
 * the real database serialises writes.
 */
export interface LoopbackRequest {
  /** As sent: a POST with `x-http-method-override` in its query is that method. */
  method: string;
  /** `…/path.json` with its query (`auth`, `shallow`, `orderBy`, …). */
  url: URL;
  /** The body's text (JSON). */
  body?: string;
  /** Sent with the admin's credential: read and written past the rules. */
  admin?: boolean;
}

/** An HTTP status and the body, as JSON text. */
export interface LoopbackAnswer {
  status: number;
  json: string;
}

/** A write: at `base`, each of `paths` (from `base`; '' for `base` itself) set. */
export interface LoopbackWrite {
  base: string;
  paths: string[];
  /** What the written data holds at a path after the write (what is given left out). */
  writtenAt(path: string): unknown;
}

export interface LoopbackCoreOptions {
  rules: RulesFile;
  /** The server's clock, epoch ms. */
  clock: () => number;
  /** The written data to start from. */
  data?: unknown;
  /**
   * Keeps a write before it counts (browser storage): a throw refuses it whole, with a 503,
   * as a database that cannot take it.
   */
  keep?: (write: LoopbackWrite) => void;
}

export interface LoopbackCore {
  answer(request: LoopbackRequest): LoopbackAnswer;
  /** Whether the rules let `token` (null: signed out) read `path`: a stream's opening. */
  mayRead(path: string, token: string | null): boolean;
  /** What `path` holds, as an admin reads it. */
  valueAt(path: string): unknown;
  /** Writes past the rules, as firebase-admin does: every path of `updates` (null deletes). */
  writeAsAdmin(base: string, updates: Record<string, unknown>): void;
  /** A write already kept elsewhere (another tab): taken as it is, and told to the listeners. */
  heard(path: string, value: unknown): void;
  /** Replaces what is given at `path`, beneath the written data. */
  give(path: string, value: unknown): void;
  /** Makes the judge's copy of the tree ahead of the first request (judge.ts). */
  prepare(): Promise<void>;
  /** Calls `listener` after every write, with what it changed. */
  onWrite(listener: (write: LoopbackWrite) => void): () => void;
}

const DENIED: LoopbackAnswer = { status: 401, json: '{"error":"Permission denied"}' };
const invalid = (error: string): LoopbackAnswer => ({
  status: 400,
  json: JSON.stringify({ error }),
});
const ok = (value: unknown): LoopbackAnswer => ({
  status: 200,
  json: JSON.stringify(value ?? null),
});

/** The method a request stands for: POST with `x-http-method-override` is that method. */
function methodOf({ method, url }: LoopbackRequest): string {
  const override = url.searchParams.get('x-http-method-override');
  return method === 'POST' && override !== null ? override : method;
}

export function createLoopbackCore(options: LoopbackCoreOptions): LoopbackCore {
  const { rules, clock } = options;
  let data: unknown = options.data ?? null;
  let given: unknown = null;
  const listeners = new Set<(write: LoopbackWrite) => void>();
  /** Each read's answer (by its path and query, its token left out) until the next change. */
  const answered = new Map<string, LoopbackAnswer>();

  const visibleAt = (path: string) => over(valueAt(given, path), valueAt(data, path));
  const judge = createJudge(rules, clock, visibleAt);

  /** `updates` at `base` applied to the written data, with server values at `now`. */
  function dataAfter(base: string, updates: Record<string, unknown>, now: number): unknown {
    let next = data;
    for (const [path, value] of Object.entries(updates)) {
      next = withValueAt(next, [...keysOf(base), ...keysOf(path)], resolveServerValues(value, now));
    }
    return next;
  }

  /**
   * Keeps the write (which may refuse it), then makes it the database's and tells it; `judged`
   * is targaryen's tree after it, where it judged it.
   */
  function commit(base: string, paths: string[], next: unknown, judged?: DataNode): void {
    const write = { base, paths, writtenAt: (path: string) => valueAt(next, path) };
    options.keep?.(write);
    data = next;
    answered.clear();
    if (judged) judge.took(judged);
    else paths.forEach((path) => judge.changed([...keysOf(base), ...keysOf(path)].join('/')));
    listeners.forEach((listener) => listener(write));
  }

  function read(path: string, request: LoopbackRequest): LoopbackAnswer {
    const { searchParams } = request.url;
    const now = clock();
    if (!request.admin && !judge.as(searchParams.get('auth'), now).read(path, { now }).allowed) {
      return DENIED;
    }
    const asked = new URLSearchParams(searchParams);
    asked.delete('auth');
    const key = `${path}?${asked.toString()}`;
    // A busy board reads the same node many times between writes.
    const kept = answered.get(key) ?? readAnswer(path, searchParams);
    answered.set(key, kept);
    return kept;
  }

  function readAnswer(path: string, searchParams: URLSearchParams): LoopbackAnswer {
    const value = visibleAt(path);
    const query = queryOf(searchParams);
    if (query) {
      const unindexed = missingIndex(rules.rules, path, query.child);
      return unindexed ? invalid(unindexed) : ok(answerQuery(value, query));
    }
    return ok(searchParams.get('shallow') === 'true' ? shallowCopy(value) : value);
  }

  function write(path: string, body: unknown, request: LoopbackRequest, method: string) {
    const updates = method === 'PATCH' ? body : { '': body };
    if (!isObject(updates)) return invalid('Invalid data; couldn\u2019t parse JSON object.');
    const now = clock();
    const next = dataAfter(path, updates, now);
    const paths = Object.keys(updates);
    if (request.admin) commit(path, paths, next);
    else {
      const as = judge.as(request.url.searchParams.get('auth'), now);
      const result =
        method === 'PATCH' ? as.update(path, updates, { now }) : as.write(path, body, { now });
      if (!result.allowed) return DENIED;
      commit(path, paths, next, result.newDatabase.root);
    }
    if (method !== 'PATCH') return ok(visibleAt(path));
    return ok(Object.fromEntries(paths.map((key) => [key, visibleAt(`${path}/${key}`)])));
  }

  function answer(request: LoopbackRequest): LoopbackAnswer {
    const { pathname } = request.url;
    if (!pathname.endsWith('.json')) return { status: 404, json: '{"error":"Not found"}' };
    const path = keysOf(decodeURIComponent(pathname.slice(0, -'.json'.length))).join('/');
    const method = methodOf(request);
    try {
      if (method === 'GET') return read(path, request);
      if (!['PUT', 'PATCH', 'DELETE'].includes(method)) {
        return { status: 405, json: '{"error":"Method not allowed"}' };
      }
      const body: unknown = method === 'DELETE' ? null : JSON.parse(request.body ?? 'null');
      return write(path, body, request, method);
    } catch (error) {
      // Storage that refuses a write (full) is a database that cannot take it now.
      if (error instanceof DOMException) return { status: 503, json: '{"error":"Unavailable"}' };
      return invalid(error instanceof Error ? error.message : 'Invalid request');
    }
  }

  return {
    answer,
    mayRead(path, token) {
      const now = clock();
      return judge.as(token, now).read(path, { now }).allowed;
    },
    valueAt: visibleAt,
    writeAsAdmin(base, updates) {
      commit(base, Object.keys(updates), dataAfter(base, updates, clock()));
    },
    heard(path, value) {
      const next = withValueAt(data, path, value);
      const write = { base: path, paths: [''], writtenAt: (at: string) => valueAt(next, at) };
      data = next;
      answered.clear();
      judge.changed(keysOf(path).join('/'));
      listeners.forEach((listener) => listener(write));
    },
    give(path, value) {
      given = withValueAt(given, path, value);
      answered.clear();
      judge.changed(keysOf(path).join('/'));
    },
    prepare: judge.prepare,
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
