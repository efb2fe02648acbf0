import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightState } from '@/game/types.ts';
import { createRestNight } from './night-rest.ts';
import { liveNight } from '@/test/board-test-utils.ts';

const DATABASE = 'https://demo-ecs.firebaseio.test';
const schedule = { opensAt: 1_000, closesAt: 2_000 };
const announcement = { text: 'Riddle 7 has a typo.', at: 1_500 };

function answering(...bodies: unknown[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    void url;
    void init;
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return fetch;
}

/** A database that answers each node's reads in turn (the last one again once they run out). */
function byPath(nodes: Record<string, unknown[]>) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    void init;
    const node = new URL(url).pathname.replace(/^\/|\.json$/g, '');
    const bodies = nodes[node] ?? [null];
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the hosted night over REST', () => {
  it('reads game, says when there is nothing in it, and reads it again later', async () => {
    const fetch = answering(null, { schedule });
    const seen: NightState[] = [];
    const stop = createRestNight(DATABASE, { fetch, refreshMs: 30_000 }).watchNight((night) =>
      seen.push(night),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${DATABASE}/game.json`);
    expect(seen).toEqual([liveNight]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual([liveNight, { ...liveNight, schedule }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('hears an announcement and a freeze within 10 s by default', async () => {
    const fetch = byPath({
      game: [{ schedule }, { schedule, announcedAt: 1_500, frozenAt: 1_800 }],
      announcement: [announcement],
    });
    const seen: NightState[] = [];
    const stop = createRestNight(DATABASE, { fetch }).watchNight((night) => seen.push(night));
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(seen).toEqual([
      { ...liveNight, schedule },
      { ...liveNight, schedule, announcement, frozenAt: 1_800 },
    ]);
  });

  it('reads a text only when its stamp in game changed: once per change, not per poll', async () => {
    const erratum = { text: 'Read "north" for "south".', at: 1_600 };
    const edited = { text: 'Ignore the picture.', at: 1_700 };
    const fetch = byPath({
      game: [
        { schedule, announcedAt: 1_500, errataAt: { 7: 1_600 } },
        { schedule, announcedAt: 1_500, errataAt: { 7: 1_600 } },
        { schedule, announcedAt: 1_500, errataAt: { 7: 1_700 } },
        { schedule, announcedAt: 1_900, errataAt: { 7: 1_700 } },
        { schedule, errataAt: { 7: 1_700 } },
      ],
      announcement: [announcement, null],
      errata: [{ 7: erratum }, { 7: edited }],
    });
    const seen: NightState[] = [];
    const stop = createRestNight(DATABASE, { fetch, refreshMs: 1_000 }).watchNight((night) =>
      seen.push(night),
    );
    await vi.advanceTimersByTimeAsync(4_500);
    stop();
    const paths = fetch.mock.calls.map(([url]) => new URL(url).pathname);
    expect(paths.filter((path) => path === '/game.json')).toHaveLength(5);
    expect(paths.filter((path) => path === '/announcement.json')).toHaveLength(2);
    expect(paths.filter((path) => path === '/errata.json')).toHaveLength(2);
    expect(seen.map(({ announcement: shown, errata }) => [shown, errata[7]])).toEqual([
      [announcement, erratum],
      [announcement, edited],
      [null, edited],
    ]);
  });

  it('tries again a second after a failed read, then ever later, while the database fails', async () => {
    const reads: number[] = [];
    const stop = createRestNight(DATABASE, {
      fetch: async () => {
        reads.push(Date.now());
        throw new TypeError('Failed to fetch');
      },
    }).watchNight(() => undefined);
    await vi.advanceTimersByTimeAsync(200_000);
    stop();
    expect(reads.slice(1, 9).map((at, index) => at - (reads[index] ?? 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('counts a schedule that closes before it opens as none, and is closed without one', async () => {
    const fetch = byPath({
      game: [{ schedule: { opensAt: 2, closesAt: 1 }, announcedAt: 1_500 }],
      announcement: [announcement],
    });
    const night = createRestNight(DATABASE, { fetch });
    const seen: NightState[] = [];
    const stop = night.watchNight((state) => seen.push(state));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(seen).toEqual([{ ...liveNight, announcement }]);
    expect(night.withoutSchedule).toBe('closed');
  });

  it("registers the device: devices/{code} = the identity's uid, with its token", async () => {
    const uid = 'Xk3pqL9zAbCdEfGhIjKlMnOpQr12';
    const fetch = answering(uid);
    const identity = { uid, getIdToken: async () => 'token-1', clockOffset: async () => 0 };
    const code = await createRestNight(DATABASE, { fetch }).registerDevice(identity);
    expect(code).toBe('XK3PQL');
    expect(fetch.mock.calls[0]?.[0]).toBe(
      `${DATABASE}/devices/XK3PQL.json?auth=token-1&x-http-method-override=PUT`,
    );
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: `"${uid}"` });
  });

  it('asks nothing of the database for a uid that gives no code', async () => {
    const fetch = answering('anything');
    const identity = { uid: 'x-1', getIdToken: async () => 'token-1', clockOffset: async () => 0 };
    await expect(
      createRestNight(DATABASE, { fetch }).registerDevice(identity),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
