import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventsAfter } from '../../src/backend/rtdb/loopback/stream-events.ts';
import { keysOf } from '../../src/backend/tree.ts';
import { headerBytes, type Ticket } from './loopback-traffic.ts';

/**
 * The REST API's streaming (server-sent events), for the loopback database: a GET that accepts
 * `text/event-stream` gets the node (`event: put`, path "/"), then an event for every write that
 * touches it (src/backend/rtdb/loopback/stream-events.ts), and `keep-alive` every 30 s of the database's clock, as the Realtime Database documents. Each stream's bytes (headers,
 * and each event with its chunked framing) go to its connection's ticket, if it has one.
 */
export interface Streams {
  /** Whether the request asks for a stream. */
  wants(request: IncomingMessage): boolean;
  /** Keeps `response` open on `path`, sending `value` (what the node holds now) first. */
  open(response: ServerResponse, path: string, value: unknown, ticket?: StreamTicket): void;
  /** Tells every stream of `write` (its base and paths); `valueAt` reads the tree after it. */
  written(write: { base: string; paths: string[] }, valueAt: (path: string) => unknown): void;
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

    written(write, valueAt) {
      for (const [response, { at }] of open) {
        for (const { event, data } of eventsAfter(at, write, valueAt)) send(response, event, data);
      }
    },

    count: () => open.size,
    close: () => clearInterval(keepAlive),
  };
}
