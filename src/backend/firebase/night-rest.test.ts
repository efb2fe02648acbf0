import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightState } from '../ports.ts';
import { createRestNight } from './night-rest.ts';

const DATABASE = 'https://demo-ecs.firebaseio.test';
const schedule = { opensAt: 1_000, closesAt: 2_000 };

function answering(...bodies: unknown[]) {
  const fetch = vi.fn(async (url: string) => {
    void url;
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return fetch;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the hosted night over REST', () => {
  it('reads game/schedule, says when there is none, and reads it again later', async () => {
    const fetch = answering(null, schedule);
    const seen: NightState[] = [];
    const stop = createRestNight(DATABASE, { fetch, refreshMs: 30_000 }).watchNight((night) =>
      seen.push(night),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${DATABASE}/game/schedule.json`);
    expect(seen).toEqual([{ schedule: null }]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual([{ schedule: null }, { schedule }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('counts a schedule that closes before it opens as none, and is closed without one', async () => {
    const night = createRestNight(DATABASE, { fetch: answering({ opensAt: 2, closesAt: 1 }) });
    const seen: NightState[] = [];
    const stop = night.watchNight((state) => seen.push(state));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(seen).toEqual([{ schedule: null }]);
    expect(night.withoutSchedule).toBe('closed');
  });
});
