import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightState } from '@/game/types.ts';
import { createRestNight } from './night-rest.ts';

const DATABASE = 'https://demo-ecs.firebaseio.test';
const schedule = { opensAt: 1_000, closesAt: 2_000 };
const announcement = { text: 'Riddle 7 has a typo.', at: 1_500 };
const none = {
  schedule: null,
  announcement: null,
  errata: {},
  frozenAt: null,
  boardEditedAt: null,
};

function answering(...bodies: unknown[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    void url;
    void init;
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return fetch;
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
    expect(seen).toEqual([none]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual([none, { ...none, schedule }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('hears an announcement and a freeze within 10 s by default', async () => {
    const fetch = answering({ schedule }, { schedule, announcement, frozenAt: 1_800 });
    const seen: NightState[] = [];
    const stop = createRestNight(DATABASE, { fetch }).watchNight((night) => seen.push(night));
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(seen).toEqual([
      { ...none, schedule },
      { ...none, schedule, announcement, frozenAt: 1_800 },
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
    const fetch = answering({ schedule: { opensAt: 2, closesAt: 1 }, announcement });
    const night = createRestNight(DATABASE, { fetch });
    const seen: NightState[] = [];
    const stop = night.watchNight((state) => seen.push(state));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(seen).toEqual([{ ...none, announcement }]);
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
