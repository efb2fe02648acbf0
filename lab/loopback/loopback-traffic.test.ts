import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startLoopbackDatabase, type LoopbackDatabase } from './loopback-database.ts';
import {
  DEVICE_HEADER,
  headerBytes,
  OPENING_HEADER,
  SENT_AT_HEADER,
  ANSWERED_AT_HEADER,
  overTls,
  type DeviceNetwork,
} from './loopback-traffic.ts';
import { TLS_HANDSHAKE_BYTES } from '../../scripts/game-capacity/plans.ts';

const board = { user: { 'spark gap': { teamName: 'spark gap', question: 2, score: 10 } } };
const calm: DeviceNetwork = {
  roundTripMs: () => 0,
  dropRequest: 0,
  dropAnswer: 0,
  stall: 0,
  stallMs: 0,
  random: () => 0.5,
};

describe('the loopback database on the Spark plan', () => {
  let server: LoopbackDatabase;
  afterEach(() => server.close());
  const url = (path: string) => new URL(`${path}.json`, server.databaseURL);
  const asDevice = (label: string, init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), [DEVICE_HEADER]: label },
  });

  it('refuses the request past its connections, with 503, while a stream and slow requests hold them', async () => {
    server = await startLoopbackDatabase(board, { maxConnections: 3 });
    server.setNetwork({ ...calm, roundTripMs: () => 300 });
    const stream = new AbortController();
    const open = await fetch(url('user'), {
      ...asDevice('projector/0', { headers: { Accept: 'text/event-stream' } }),
      signal: stream.signal,
    });
    const slow = [fetch(url('user'), asDevice('team/1')), fetch(url('user'), asDevice('team/2'))];
    await new Promise((wake) => setTimeout(wake, 50));
    const refused = await fetch(url('user'), asDevice('spectator/7'));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('peak connections') });
    expect((await Promise.all(slow)).map(({ status }) => status)).toEqual([200, 200]);
    expect((await fetch(url('user'), asDevice('spectator/7'))).status).toBe(200);
    stream.abort();
    await open.body?.cancel().catch(() => undefined);
    const traffic = server.takeTraffic();
    expect(traffic.peakConnections).toBe(3);
    expect(traffic.roles.spectator).toMatchObject({ requests: 2, refused: 1, peakConnections: 1 });
    expect(traffic.roles.team).toMatchObject({ requests: 2, refused: 0, peakConnections: 2 });
  });

  it('streams a location: all of it first, then each write under it', async () => {
    server = await startLoopbackDatabase(board);
    const response = await fetch(url('user'), { headers: { Accept: 'text/event-stream' } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (seen: string) => {
      while (!text.includes(seen)) text += decoder.decode((await reader.read()).value);
    };
    await until('\n\n');
    expect(text).toBe(`event: put\ndata: ${JSON.stringify({ path: '/', data: board.user })}\n\n`);
    server.seed('user/spark gap/score', 20);
    await until('"data":20');
    expect(text).toContain('event: put\ndata: {"path":"/spark gap/score","data":20}\n\n');
    await reader.cancel();
  });

  it("counts the bytes Node writes for an answer, and TLS's on top", async () => {
    server = await startLoopbackDatabase(board);
    const { port } = new URL(server.databaseURL);
    // A browser's request: the connection stays open after the answer, which is whole once its
    // Content-Length has come.
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /user.json HTTP/1.1\r\nHost: x\r\n${DEVICE_HEADER}: team/1\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        const length = Number(/Content-Length: (\d+)/.exec(received)?.[1]);
        const [head, body = ''] = received.split('\r\n\r\n');
        if (head && body.length >= length) {
          socket.destroy();
          resolve(received);
        }
      });
    });
    // The emulation's own header, for the device, is not the real database's: not counted.
    const emulated = new RegExp(`${ANSWERED_AT_HEADER}: [\\d.]+\r\n`);
    expect(raw).toMatch(emulated);
    const answer = raw.replace(emulated, '');
    const traffic = server.takeTraffic();
    expect(traffic.roles.team?.handshakes).toBe(1);
    expect(traffic.roles.team?.downloadBytes).toBe(TLS_HANDSHAKE_BYTES + overTls(answer.length));
    const [head = ''] = answer.split('\r\n\r\n');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(': '))
        .filter(([name]) => !['Date', 'Connection', 'Keep-Alive'].includes(name ?? '')),
    );
    expect(headerBytes(200, headers)).toBe(head.length + 4);
  });

  it('holds a request from when the device sent it, however late the database gets to it', async () => {
    server = await startLoopbackDatabase(board, { maxConnections: 1 });
    server.setNetwork({ ...calm, roundTripMs: () => 300 });
    const now = performance.timeOrigin + performance.now();
    const sent = (ago: number) => ({ [SENT_AT_HEADER]: String(now - ago) });
    const answers = await Promise.all([
      fetch(url('user'), asDevice('team/1', { headers: sent(400) })),
      fetch(url('user'), asDevice('team/2', { headers: sent(0) })),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(server.takeTraffic().peakConnections).toBe(1);
  });

  it("counts a page's opening apart (a stream's first event only), and the time each connection is held", async () => {
    server = await startLoopbackDatabase(board);
    server.setNetwork({ ...calm, roundTripMs: () => 100 });
    const opening = { [OPENING_HEADER]: '1' };
    await (await fetch(url('user'), asDevice('spectator/1', { headers: opening }))).text();
    await (await fetch(url('user'), asDevice('spectator/1'))).text();
    const stream = new AbortController();
    const open = await fetch(url('user'), {
      ...asDevice('projector/0', { headers: { ...opening, Accept: 'text/event-stream' } }),
      signal: stream.signal,
    });
    const reader = open.body!.getReader();
    await reader.read();
    const { spectator } = server.takeTraffic().roles;
    expect(spectator?.openingBytes).toBeGreaterThan(TLS_HANDSHAKE_BYTES);
    expect(spectator?.downloadBytes).toBe(2 * (spectator?.openingBytes ?? 0) - TLS_HANDSHAKE_BYTES);
    expect(spectator?.connectionMs).toBeGreaterThanOrEqual(190);
    expect(spectator?.connectionMs).toBeLessThan(300);
    server.seed('user/spark gap/score', 20);
    await reader.read();
    await new Promise((wake) => setTimeout(wake, 200));
    stream.abort();
    await reader.cancel().catch(() => undefined);
    await new Promise((wake) => setTimeout(wake, 50));
    const { projector } = server.takeTraffic().roles;
    expect(projector?.downloadBytes).toBeGreaterThan(projector?.openingBytes ?? 0);
    expect(projector?.connectionMs).toBeGreaterThanOrEqual(190);
  });

  it("loses a device's request, or its answer after the write, or answers it late, as the network is told", async () => {
    server = await startLoopbackDatabase(board);
    const target = url('user/spark gap/disqualified');
    target.searchParams.set('access_token', ADMIN_TOKEN);
    const write = (disqualified: boolean) =>
      fetch(target, {
        ...asDevice('console/0', { method: 'PUT' }),
        body: JSON.stringify(disqualified),
      });
    server.setNetwork({ ...calm, dropRequest: 1 });
    await expect(write(true)).rejects.toThrow();
    expect(server.data()).toEqual(board);
    server.setNetwork({ ...calm, dropAnswer: 1 });
    await expect(write(true)).rejects.toThrow();
    expect(server.data()).toMatchObject({ user: { 'spark gap': { disqualified: true } } });
    server.setNetwork({ ...calm, stall: 1, stallMs: 200 });
    const started = performance.now();
    expect((await write(false)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(server.takeTraffic().roles.console).toMatchObject({
      droppedRequests: 1,
      droppedAnswers: 1,
      stalled: 1,
    });
    expect((await fetch(url('user'))).status).toBe(200);
  });
});
