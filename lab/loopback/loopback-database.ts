import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import targaryen from 'targaryen';
import type { Auth, Database, RulesFile } from 'targaryen';
import { keysOf } from '../../src/backend/tree.ts';
import { answerQuery, missingIndex, queryOf } from './loopback-query.ts';
import { createStreams } from './loopback-stream.ts';
import {
  ANSWERED_AT_HEADER,
  headerBytes,
  Switchboard,
  type DeviceNetwork,
  type Ticket,
  type Traffic,
} from './loopback-traffic.ts';

/**
 * A loopback stand-in for the Realtime Database REST API: JSON in memory, every request judged
 * by a rules file (database.rules.json unless told otherwise) through targaryen,
 * `{".sv":"timestamp"}` resolved to the server's clock. Requests are handled one at a time, as
 * the real database serialises writes. It answers a browser's cross-origin requests and CORS
 * preflights, queries on indexed children (loopback-query.ts) and streams (server-sent events,
 * loopback-stream.ts), and keeps a log of every request. With
 * `maxConnections` (Spark's 100) it refuses a request or stream past that many at once, and it
 * counts each role's connections and bytes (loopback-traffic.ts). The integration tests and
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
  /** Follows `clock` from now on (the emulated night's, which runs fast); none: the start clock. */
  setClock(clock?: () => number): void;
  /** What the emulated devices' network does to their requests (DEVICE_HEADER); null: nothing. */
  setNetwork(network: DeviceNetwork | null): void;
  /** Connections, refusals, faults and bytes since the last call, per role of device. */
  takeTraffic(): Traffic;
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
  /** Requests and streams held at once past which the next is refused (Spark: 100); no cap by default. */
  maxConnections?: number;
}

/**
 * What the Realtime Database answers past its connection cap. Firebase documents no REST
 * answer for it: this is the REST reference's 503 ("temporarily unavailable ... the request was
 * not attempted") with the words its SDKs log for the cap.
 */
const PEAK_CONNECTIONS = {
  error:
    'This database has reached its peak connections limit. If you are the Firebase owner, consider upgrading.',
};

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
function preflightHeaders(request: IncomingMessage): OutgoingHttpHeaders {
  return {
    ...ALLOW_ANY_ORIGIN,
    'Access-Control-Allow-Methods': request.headers['access-control-request-method'] ?? '',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
  };
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

/** What a request comes to: a status and a JSON body (none for a preflight). */
interface Answer {
  status: number;
  body?: unknown;
  /** The body as JSON already, for an answer kept from an earlier read. */
  json?: string;
  headers?: OutgoingHttpHeaders;
}

/** A GET's key for the answers kept until the next write: its path and query, without its token. */
function readKey(path: string, url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.delete('auth');
  return `${path}?${query.toString()}`;
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
  /** Keeps `root` (a tree or targaryen's node), signed out: `as(null)` would keep the last writer's auth. */
  const store = (root: unknown) => signedOut.with({ data: root, now: clock() });
  let database: Database = store(initialData);
  const valueOf = (path: string | string[]) =>
    database.root.$child(typeof path === 'string' ? path : path.join('/')).$value() ?? null;
  /** GET answers as JSON, until the next write: a busy board reads the same tree many times. */
  const answered = new Map<string, string>();
  const streams = createStreams(() => clock());
  const switchboard = new Switchboard(options.maxConnections ?? Infinity, () => clock());

  let requests: string[] = [];

  /**
   * After a write at `base` of `keys` (each from `base`): the kept answers are stale, and the
   * streams hear what changed.
   */
  function written(base: string, keys: string[]): void {
    answered.clear();
    const changes = Object.fromEntries(keys.map((key) => [key, valueOf(keysOf(`${base}/${key}`))]));
    streams.written(base, changes, valueOf);
  }

  /** An admin's write, past the rules: every path of `updates` set (null deletes) at once. */
  function writeAsAdmin(base: string, updates: Record<string, unknown>, now: number): void {
    let root = database.root;
    const paths = Object.keys(updates).map((path) => keysOf(`${base}/${path}`).join('/'));
    for (const [index, value] of Object.values(updates).entries()) {
      root = root.$set(paths[index] ?? '', resolveServerValues(value, now), undefined, now);
    }
    database = store(root);
    written(base, Object.keys(updates));
  }

  /** Judges and applies one request, synchronously: the real database serialises writes. */
  function judge(request: IncomingMessage, url: URL, body: unknown): Answer {
    if (!url.pathname.endsWith('.json')) return { status: 404, body: { error: 'Not found' } };
    const path = decodeURIComponent(url.pathname.slice(0, -'.json'.length)) || '/';
    const admin = isAdmin(request, url);
    const asUser = database.as(authFromIdToken(url.searchParams.get('auth')));
    const now = clock();
    const denied = { status: 401, body: { error: 'Permission denied' } };

    // As Firebase documents it: a POST with `x-http-method-override` is that method.
    const method =
      request.method === 'POST'
        ? (url.searchParams.get('x-http-method-override') ?? 'POST')
        : request.method;

    if (method === 'GET') {
      if (!admin && !asUser.read(path, { now }).allowed) return denied;
      const key = readKey(path, url);
      const kept = answered.get(key);
      if (kept !== undefined) return { status: 200, json: kept };
      const value = valueOf(path);
      const query = queryOf(url);
      const unindexed = query && missingIndex(rules.rules, path, query.child);
      if (unindexed) return { status: 400, body: { error: unindexed } };
      const shallow = url.searchParams.get('shallow') === 'true';
      const answer = query ? answerQuery(value, query) : shallow ? shallowCopy(value) : value;
      const json = JSON.stringify(answer);
      answered.set(key, json);
      return { status: 200, json };
    }
    if (method === 'PUT' || method === 'DELETE') {
      const value = method === 'PUT' ? body : null;
      if (admin) writeAsAdmin(path, { '': value }, now);
      else {
        const result = asUser.write(path, value, { now });
        if (!result.allowed) return denied;
        database = store(result.newDatabase.root);
        written(path, ['']);
      }
      return { status: 200, body: valueOf(path) };
    }
    if (method === 'PATCH' && typeof body === 'object' && body !== null) {
      const patch = body as Record<string, unknown>;
      if (admin) writeAsAdmin(path, patch, now);
      else {
        const result = asUser.update(path, patch, { now });
        if (!result.allowed) return denied;
        database = store(result.newDatabase.root);
        written(path, Object.keys(patch));
      }
      const answer = Object.fromEntries(
        Object.keys(patch).map((key) => [key, valueOf(`${path}/${key}`)]),
      );
      return { status: 200, body: answer };
    }
    return { status: 405, body: { error: 'Method not allowed' } };
  }

  /** Sends `answer` on the ticket's connection, or loses it (a fault), and lets the connection go. */
  function send(response: ServerResponse, ticket: Ticket, answer: Answer): void {
    const text = answer.json ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const headers: OutgoingHttpHeaders = {
      ...ALLOW_ANY_ORIGIN,
      ...(text === '' ? {} : { 'Content-Type': 'application/json' }),
      ...answer.headers,
      'Content-Length': Buffer.byteLength(text),
    };
    ticket.sent(headerBytes(answer.status, headers) + Buffer.byteLength(text));
    ticket.leave();
    if (ticket.fate === 'drop-answer') response.socket?.destroy();
    else {
      // The emulation's own header, not counted in the bytes: the real database sends none.
      const answeredAt = { [ANSWERED_AT_HEADER]: String(performance.timeOrigin + ticket.answerAt) };
      response.writeHead(answer.status, { ...headers, ...answeredAt }).end(text);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const stream = streams.wants(request);
    const ticket = switchboard.arrive(request, stream);
    if (ticket.fate === 'drop-request') {
      request.socket.destroy();
      return;
    }
    if (ticket.fate === 'refused')
      return send(response, ticket, { status: 503, body: PEAK_CONNECTIONS });
    // Read the whole body first: from here on the request is judged and applied synchronously.
    const body = await readBody(request);
    requests.push(`${request.method} ${decodeURIComponent(url.pathname)}${overrideOf(url)}`);
    if (request.method === 'OPTIONS') {
      await ticket.held();
      return send(response, ticket, { status: 204, headers: preflightHeaders(request) });
    }
    if (stream && request.method === 'GET') {
      const path = decodeURIComponent(url.pathname.replace(/\.json$/, ''));
      const token = url.searchParams.get('auth');
      const allowed =
        isAdmin(request, url) ||
        database.as(authFromIdToken(token)).read(path, { now: clock() }).allowed;
      await ticket.held();
      if (!allowed)
        return send(response, ticket, { status: 401, body: { error: 'Permission denied' } });
      return streams.open(response, path, valueOf(path), ticket);
    }
    const answer = judge(request, url, body);
    await ticket.held();
    send(response, ticket, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        response.writeHead(400, ALLOW_ANY_ORIGIN).end('{"error":"Invalid data"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    databaseURL: `http://127.0.0.1:${port}/?ns=ecs-nits-test`,
    data: () => database.root.$value(),
    seed: (path, value) => {
      database = store(database.root.$set(keysOf(path).join('/'), value, undefined, clock()));
      written(path, ['']);
    },
    setNow: (now) => {
      clock = now === undefined ? startClock : () => now;
    },
    setClock: (next) => {
      clock = next ?? startClock;
    },
    setNetwork: (network) => {
      switchboard.network = network;
    },
    takeTraffic: () => switchboard.take(),
    takeRequests: () => {
      const taken = requests;
      requests = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        streams.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
