import type { IncomingMessage, ServerResponse } from 'node:http';
import { keysOf } from '../../src/backend/tree.ts';

/**
 * The REST API's streaming (server-sent events), for the loopback database: a GET that accepts
 * `text/event-stream` gets the node (`event: put`, path "/"), then an event for every write that
 * touches it (`put` for a write at or below it, with the path relative to it; `patch` for an
 * update's paths below it; the whole node again for a write above it), and `keep-alive` every
 * 30 s, as the Realtime Database documents.
 */
export interface Streams {
  /** Whether the request asks for a stream. */
  wants(request: IncomingMessage): boolean;
  /** Keeps `response` open on `path`, sending `value` (what the node holds now) first. */
  open(response: ServerResponse, path: string, value: unknown): void;
  /**
   * Tells every stream of a write at `base` of `changes` (each path from `base`, its new value;
   * a set is one change at ''); `valueAt` reads the tree after the write.
   */
  written(base: string, changes: Record<string, unknown>, valueAt: (path: string) => unknown): void;
  /** How many streams are open. */
  count(): number;
}

const KEEP_ALIVE_MS = 30_000;

/** `path`'s keys below `from`'s, or null when `path` is not at or below `from`. */
function below(path: string[], from: string[]): string[] | null {
  return from.every((key, index) => path[index] === key) && path.length >= from.length
    ? path.slice(from.length)
    : null;
}

export function createStreams(): Streams {
  const open = new Map<ServerResponse, string[]>();

  function send(response: ServerResponse, event: string, data: unknown): void {
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  return {
    wants: (request) => (request.headers.accept ?? '').includes('text/event-stream'),

    open(response, path, value) {
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
      });
      open.set(response, keysOf(path));
      send(response, 'put', { path: '/', data: value });
      const keepAlive = setInterval(() => send(response, 'keep-alive', null), KEEP_ALIVE_MS);
      response.on('close', () => {
        clearInterval(keepAlive);
        open.delete(response);
      });
    },

    written(base, changes, valueAt) {
      for (const [response, at] of open) {
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
  };
}
