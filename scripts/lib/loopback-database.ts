import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import targaryen from 'targaryen';
import type { Auth, Database, RulesFile } from 'targaryen';
import { valueAt, withValueAt } from '../../src/backend/tree.ts';
import { answerQuery, missingIndex, queryOf } from './loopback-query.ts';
import { createStreams } from './loopback-stream.ts';

/**
 * A loopback stand-in for the Realtime Database REST API: JSON in memory, every request judged
 * by a rules file (database.rules.json unless told otherwise) through targaryen,
 * `{".sv":"timestamp"}` resolved to the server's clock. Requests are handled one at a time, as
 * the real database serialises writes. It answers a browser's cross-origin requests and CORS
 * preflights, queries on indexed children (loopback-query.ts) and streams (server-sent events,
 * loopback-stream.ts), and keeps a log of every request. The integration tests and
 * `npm run game:rehearse -- --emulate` use it where the Realtime Database emulator (Java 21, a
 * jar downloaded on first start) cannot run.
 */
export interface LoopbackDatabase {
  databaseURL: string;
  /** The whole tree, as an admin would see it. */
  data(): unknown;
  /** Writes as firebase-admin does, past the rules (`null` deletes): game/schedule, answers... */
  seed(path: string, value: unknown): void;
  /** Stops the clock at `now` (server epoch ms); with no argument it follows the start clock again. */
  setNow(now?: number): void;
  /**
   * `METHOD /path.json` (with its `?x-http-method-override=`) of each request since the last
   * call, in order, OPTIONS included.
   */
  takeRequests(): string[];
  close(): Promise<void>;
}

export interface LoopbackDatabaseOptions {
  /** The server's clock (epoch ms); Date.now by default. */
  clock?: () => number;
  /** The rules file that judges every request; the repository's database.rules.json by default. */
  rulesFile?: string | URL;
}

/**
 * The credential that reads and writes past the rules, as the Realtime Database emulator takes
 * it (`Authorization: Bearer owner`, or `?access_token=owner` as a service account's OAuth token
 * goes to the real database).
 */
export const ADMIN_TOKEN = 'owner';

const DEFAULT_RULES = new URL('../../database.rules.json', import.meta.url);

function readRules(file: string | URL): RulesFile {
  return JSON.parse(readFileSync(file, 'utf8')) as RulesFile;
}

/** `auth` as the rules see it, from the JWT payload of a Firebase ID token (signature unchecked). */
export function authFromIdToken(token: string | null): Auth | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    user_id?: string;
    sub?: string;
    firebase?: { sign_in_provider?: string };
  };
  const uid = claims.user_id ?? claims.sub;
  if (!uid) return null;
  return { uid, provider: claims.firebase?.sign_in_provider ?? 'anonymous', token: claims };
}

function isAdmin(request: IncomingMessage, url: URL): boolean {
  return (
    url.searchParams.get('access_token') === ADMIN_TOKEN ||
    request.headers.authorization === `Bearer ${ADMIN_TOKEN}`
  );
}

/** `value` with every `{".sv":"timestamp"}` replaced by `now`, as the database does on a write. */
function resolveServerValues(value: unknown, now: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]?.[0] === '.sv' && entries[0][1] === 'timestamp') {
    return now;
  }
  return Object.fromEntries(entries.map(([key, child]) => [key, resolveServerValues(child, now)]));
}

/** `?shallow=true`: an object's keys with `true`, a leaf as it is. */
function shallowCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).map((key) => [key, true]));
}

const ALLOW_ANY_ORIGIN = { 'Access-Control-Allow-Origin': '*' };

/**
 * A CORS preflight allowed for every method and header it asks for. Without
 * Access-Control-Max-Age: Firebase does not document what firebaseio.com sends, so this is the
 * worst case, where the browser keeps a preflight only for its default (Chromium: 5 seconds)
 * and for the same URL, so that every write with its own path or ID token pays a preflight.
 */
function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(204, {
    ...ALLOW_ANY_ORIGIN,
    'Access-Control-Allow-Methods': request.headers['access-control-request-method'] ?? '',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
  });
  response.end();
}

/** `?x-http-method-override=PUT` where the request has it, for the log. */
function overrideOf(url: URL): string {
  const method = url.searchParams.get('x-http-method-override');
  return method === null ? '' : `?x-http-method-override=${method}`;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function startLoopbackDatabase(
  initialData: unknown = null,
  options: LoopbackDatabaseOptions = {},
): Promise<LoopbackDatabase> {
  const startClock = options.clock ?? Date.now;
  const rules = readRules(options.rulesFile ?? DEFAULT_RULES);
  let clock = startClock;
  // Reading the rules takes milliseconds; a database built on them takes none (`with`).
  const signedOut = targaryen.database(rules, null, clock());
  /** Keeps `tree`, signed out: targaryen's `as(null)` would keep the last writer's auth. */
  const store = (tree: unknown) => signedOut.with({ data: tree, now: clock() });
  let database: Database = store(initialData);

  let requests: string[] = [];
  const streams = createStreams();

  /** Tells the open streams what a write at `path` of `keys` (from `path`) left there. */
  function written(path: string, keys: string[]): void {
    const tree = database.root.$value();
    const at = (key: string) => valueAt(tree, `${path}/${key}`);
    streams.written(path, Object.fromEntries(keys.map((key) => [key, at(key)])), (node) =>
      valueAt(tree, node),
    );
  }

  function reply(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { ...ALLOW_ANY_ORIGIN, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  /** An admin's write, past the rules: every path of `updates` set (null deletes) at once. */
  function writeAsAdmin(base: string, updates: Record<string, unknown>, now: number): void {
    let tree = database.root.$value();
    for (const [path, value] of Object.entries(updates)) {
      tree = withValueAt(tree, `${base}/${path}`, resolveServerValues(value, now));
    }
    database = store(tree);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Read the whole body first: from here on the request is judged and applied synchronously.
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${decodeURIComponent(url.pathname)}${overrideOf(url)}`);
    if (request.method === 'OPTIONS') return answerPreflight(request, response);
    if (!url.pathname.endsWith('.json')) return reply(response, 404, { error: 'Not found' });
    const path = decodeURIComponent(url.pathname.slice(0, -'.json'.length)) || '/';
    const admin = isAdmin(request, url);
    const asUser = database.as(authFromIdToken(url.searchParams.get('auth')));
    const now = clock();
    const denied = () => reply(response, 401, { error: 'Permission denied' });

    // As Firebase documents it: a POST with `x-http-method-override` is that method.
    const method =
      request.method === 'POST'
        ? (url.searchParams.get('x-http-method-override') ?? 'POST')
        : request.method;

    if (method === 'GET') {
      if (!admin && !asUser.read(path, { now }).allowed) return denied();
      const value = valueAt(database.root.$value(), path);
      if (streams.wants(request)) return streams.open(response, path, value);
      const query = queryOf(url);
      const unindexed = query && missingIndex(rules.rules, path, query.child);
      if (unindexed) return reply(response, 400, { error: unindexed });
      if (query) return reply(response, 200, answerQuery(value, query));
      const shallow = url.searchParams.get('shallow') === 'true';
      return reply(response, 200, shallow ? shallowCopy(value) : value);
    }
    if (method === 'PUT' || method === 'DELETE') {
      const value = method === 'PUT' ? body : null;
      if (admin) writeAsAdmin(path, { '': value }, now);
      else {
        const result = asUser.write(path, value, { now });
        if (!result.allowed) return denied();
        database = store(result.newDatabase.root.$value());
      }
      written(path, ['']);
      return reply(response, 200, valueAt(database.root.$value(), path));
    }
    if (method === 'PATCH' && typeof body === 'object' && body !== null) {
      const patch = body as Record<string, unknown>;
      if (admin) writeAsAdmin(path, patch, now);
      else {
        const result = asUser.update(path, patch, { now });
        if (!result.allowed) return denied();
        database = store(result.newDatabase.root.$value());
      }
      written(path, Object.keys(patch));
      const stored = Object.fromEntries(
        Object.keys(patch).map((key) => [key, valueAt(database.root.$value(), `${path}/${key}`)]),
      );
      return reply(response, 200, stored);
    }
    return reply(response, 405, { error: 'Method not allowed' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 400, { error: 'Invalid data' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    databaseURL: `http://127.0.0.1:${port}/?ns=ecs-nits-test`,
    data: () => database.root.$value(),
    seed: (path, value) => {
      database = store(withValueAt(database.root.$value(), path, value));
      written(path, ['']);
    },
    setNow: (now) => {
      clock = now === undefined ? startClock : () => now;
    },
    takeRequests: () => {
      const taken = requests;
      requests = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
