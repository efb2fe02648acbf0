import type { ServerResponse } from 'node:http';
import { keysOf } from '../../src/backend/tree.ts';
import { headerBytes, type Ticket } from './loopback-traffic.ts';

/** The headers of a stream's answer, as the Realtime Database sends them. */
const STREAM_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  'Transfer-Encoding': 'chunked',
};

interface Stream {
  path: string[];
  response: ServerResponse;
  ticket: Ticket;
}

const within = (inner: string[], outer: string[]) =>
  outer.length <= inner.length && outer.every((key, index) => inner[index] === key);

/**
 * The REST API's streaming (`Accept: text/event-stream`), as the Firebase Database REST
 * reference describes it: a `put` of the whole location when it opens, then a `put` or `patch`
 * for each write under it, and a `keep-alive` now and then. Each event's bytes go to its
 * connection's ticket.
 */
export class StreamHub {
  private readonly streams = new Set<Stream>();

  constructor(private readonly valueAt: (path: string[]) => unknown) {}

  open(path: string, response: ServerResponse, ticket: Ticket): void {
    const stream = { path: keysOf(path), response, ticket };
    response.writeHead(200, STREAM_HEADERS);
    ticket.sent(headerBytes(200, STREAM_HEADERS));
    this.streams.add(stream);
    response.on('close', () => {
      this.streams.delete(stream);
      ticket.leave();
    });
    this.send(stream, 'put', { path: '/', data: this.valueAt(stream.path) });
  }

  /** Tells every stream under or above the written paths what they hold now. */
  written(paths: string[]): void {
    for (const stream of this.streams) {
      const written = paths.map(keysOf);
      if (written.some((path) => within(stream.path, path))) {
        this.send(stream, 'put', { path: '/', data: this.valueAt(stream.path) });
        continue;
      }
      const below = written.filter((path) => within(path, stream.path));
      const relative = (path: string[]) => `/${path.slice(stream.path.length).join('/')}`;
      const [only] = below;
      if (below.length === 1 && only) {
        this.send(stream, 'put', { path: relative(only), data: this.valueAt(only) });
      } else if (below.length > 1) {
        const data = Object.fromEntries(
          below.map((path) => [relative(path).slice(1), this.valueAt(path)]),
        );
        this.send(stream, 'patch', { path: '/', data });
      }
    }
  }

  keepAlive(): void {
    for (const stream of this.streams) this.send(stream, 'keep-alive', null);
  }

  private send(stream: Stream, event: string, data: unknown): void {
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    const bytes = Buffer.byteLength(text);
    // Chunked encoding frames each write: its size in hex, CRLF, the data, CRLF.
    stream.ticket.sent(bytes + bytes.toString(16).length + 4);
    stream.response.write(text);
  }
}
