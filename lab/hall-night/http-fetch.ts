import { Agent, request } from 'node:http';
import type { FetchLike } from '../../src/backend/rtdb/rtdb-rest.ts';
import { ANSWERED_AT_HEADER } from '../loopback/loopback-traffic.ts';

/** A browser's connections to one host (HTTP/1.1: Chromium opens at most 6). */
const SOCKETS_PER_HOST = 6;

/**
 * A device's `fetch` for plain requests over node:http, with a browser's kept-alive connections.
 * Node's own fetch costs the devices' thread several times the CPU a request, and the hall's
 * thousand requests a second must not make it fall behind its timers (docs/hall-night.md). The
 * answer is read whole before it resolves: for streams, use fetch.
 */
export function httpFetch(): FetchLike {
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST });
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const headers = init.headers as Record<string, string> | undefined;
      const method = init.method ?? 'GET';
      const signal = init.signal ?? undefined;
      const outgoing = request(input, { method, headers, agent, signal }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 500;
          const body = status === 204 ? null : Buffer.concat(chunks);
          const type = incoming.headers['content-type'] ?? 'application/octet-stream';
          const answeredAt = incoming.headers[ANSWERED_AT_HEADER];
          const headers = {
            'Content-Type': type,
            ...(answeredAt ? { [ANSWERED_AT_HEADER]: String(answeredAt) } : {}),
          };
          resolve(new Response(body, { status, headers }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
