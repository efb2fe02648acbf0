import type { IncomingMessage, ServerResponse } from 'node:http';
import { keysOf } from '../../src/backend/tree.ts';
import { headerBytes, type Ticket } from './loopback-traffic.ts';

/**
 * The REST API's streaming (server-sent events), for the loopback database: a GET that accepts
 * `text/event-stream` gets the node (`event: put`, path "/"), then an event for every write that
 * touches it (`put` for a write at or below it, with the path relative to it; `patch` for an
 * update's paths below it; the whole node again for a write above it), and `keep-alive` every
 * 30 s of the database's clock, as the Realtime Database documents. Each stream's bytes (headers,
 * and each event with its chunked framing) go to its connection's ticket, if it has one.
 */
export interface Streams {
  /** Whether the request asks for a stream. */
  wants(request: IncomingMessage): boolean;
  /** Keeps `response` open on `path`, sending `value` (what the node holds now) first. */
  open(response: ServerResponse, path: string, value: unknown, ticket?: StreamTicket): void;
  /**
   * Tells every stream of a write at `base` of `changes` (each path from `base`, its new value;
   * a set is one change at ''); `valueAt` reads the tree after the write.
   */
  written(base: string, changes: Record<string, unknown>, valueAt: (path: string) => unknown): void;
  /** How many streams are open. */
  count(): number;
  /** Stops the keep-alives (the database closes). */
  close(): void;
}

/** What a stream tells its connection: the bytes it sends, and that it ended. */
export type StreamTicket = Pick<Ticket, 'sent' | 'opened' | 'leave'>;

const KEEP_ALIVE_MS = 30_000;
/** How often (real time) the keep-alives are due-checked: the database's clock may run fast. */
const KEEP_ALIVE_CHECK_MS = 50;

/** The headers of a stream's answer, as the Realtime Database sends them. */
const STREAM_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  'Transfer-Encoding': 'chunked',
};

/** `path`'s keys below `from`'s, or null when `path` is not at or below `from`. */
function below(path: string[], from: string[]): string[] | null {
  return from.every((key, index) => path[index] === key) && path.length >= from.length
    ? path.slice(from.length)
    : null;
}

interface Stream {
  at: string[];
  ticket: StreamTicket | undefined;
}

/** Streams on the database's `clock` (its keep-alives follow it). */
export function createStreams(clock: () => number = Date.now): Streams {
  const open = new Map<ServerResponse, Stream>();
  let lastKeepAlive = clock();
  const keepAlive = setInterval(() => {
    if (clock() - lastKeepAlive < KEEP_ALIVE_MS) return;
    lastKeepAlive = clock();
    for (const response of open.keys()) send(response, 'keep-alive', null);
  }, KEEP_ALIVE_CHECK_MS).unref();

  function send(response: ServerResponse, event: string, data: unknown): void {
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    const bytes = Buffer.byteLength(text);
    // Chunked encoding frames each write: its size in hex, CRLF, the data, CRLF.
    open.get(response)?.ticket?.sent(bytes + bytes.toString(16).length + 4);
    response.write(text);
  }

  return {
    wants: (request) => (request.headers.accept ?? '').includes('text/event-stream'),

    open(response, path, value, ticket) {
      response.writeHead(200, STREAM_HEADERS);
      ticket?.sent(headerBytes(200, STREAM_HEADERS));
      open.set(response, { at: keysOf(path), ticket });
      send(response, 'put', { path: '/', data: value });
      ticket?.opened();
      response.on('close', () => {
        open.delete(response);
        ticket?.leave();
      });
    },

    written(base, changes, valueAt) {
      for (const [response, { at }] of open) {
        const patch: Record<string, unknown> = {};
        let above = false;
        for (const [path, value] of Object.entries(changes)) {
          const written = [...keysOf(base), ...keysOf(path)];
          const inside = below(written, at);
          if (inside === null) above ||= below(at, written) !== null;
          else if (path === '' || inside.length === 0) {
            send(response, 'put', { path: `/${inside.join('/')}`, data: value });
          } else patch[inside.join('/')] = value;
        }
        if (above) send(response, 'put', { path: '/', data: valueAt(at.join('/')) });
        else if (Object.keys(patch).length > 0) send(response, 'patch', { path: '/', data: patch });
      }
    },

    count: () => open.size,
    close: () => clearInterval(keepAlive),
  };
}
