import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RulesFile } from 'targaryen/lib/database/index.js';
import {
  createLoopbackCore,
  type LoopbackAnswer,
} from '../../src/backend/rtdb/loopback/loopback-core.ts';
import { keysOf } from '../../src/backend/tree.ts';
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
 * A loopback stand-in for the Realtime Database REST API over HTTP: local mode's database
 * (src/backend/rtdb/loopback/loopback-core.ts: every request judged by a rules file,
 * database.rules.json unless told otherwise, through targaryen) behind a Node server. It
 * answers a browser's cross-origin requests and CORS preflights and streams (server-sent
 * events, loopback-stream.ts), and keeps a log of every request. With
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

function isAdmin(request: IncomingMessage, url: URL): boolean {
  return (
    url.searchParams.get('access_token') === ADMIN_TOKEN ||
    request.headers.authorization === `Bearer ${ADMIN_TOKEN}`
  );
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

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : text;
}

/** What a request comes to: a status and its JSON ('' for a preflight). */
interface Answer extends LoopbackAnswer {
  headers?: OutgoingHttpHeaders;
}

const DENIED: Answer = { status: 401, json: '{"error":"Permission denied"}' };

export async function startLoopbackDatabase(
  initialData: unknown = null,
  options: LoopbackDatabaseOptions = {},
): Promise<LoopbackDatabase> {
  const startClock = options.clock ?? Date.now;
  let clock = startClock;
  const rules = readRules(options.rulesFile ?? DEFAULT_RULES);
  const core = createLoopbackCore({ rules, clock: () => clock(), data: initialData });
  const streams = createStreams(() => clock());
  core.onWrite((write) => streams.written(write, core.valueAt));
  const switchboard = new Switchboard(options.maxConnections ?? Infinity, () => clock());
  let requests: string[] = [];

  /** Sends `answer` on the ticket's connection, or loses it (a fault), and lets the connection go. */
  function send(response: ServerResponse, ticket: Ticket, answer: Answer): void {
    const text = answer.json;
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
      return send(response, ticket, { status: 503, json: JSON.stringify(PEAK_CONNECTIONS) });
    // Read the whole body first: from here on the request is judged and applied synchronously.
    const body = await readBody(request);
    requests.push(`${request.method} ${decodeURIComponent(url.pathname)}${overrideOf(url)}`);
    if (request.method === 'OPTIONS') {
      await ticket.held();
      return send(response, ticket, { status: 204, json: '', headers: preflightHeaders(request) });
    }
    if (stream && request.method === 'GET') {
      const path = keysOf(decodeURIComponent(url.pathname.replace(/\.json$/, ''))).join('/');
      const allowed = isAdmin(request, url) || core.mayRead(path, url.searchParams.get('auth'));
      await ticket.held();
      if (!allowed) return send(response, ticket, DENIED);
      return streams.open(response, path, core.valueAt(path), ticket);
    }
    const { method = 'GET' } = request;
    const answer = core.answer({ method, url, body, admin: isAdmin(request, url) });
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
    data: () => core.valueAt(''),
    seed: (path, value) => core.writeAsAdmin(path, { '': value }),
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
