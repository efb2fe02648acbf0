import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { localOrganizers } from './organizers.ts';
import { createLocalTeams } from './teams.ts';

const KEY = 'ecs.cos.teams';
const record = (score: number) => ({
  teamName: 'amps',
  question: score / 10 + 1,
  score,
  owner: 'uid-a',
  startedAt: 0,
  timestamp: score,
});

function watch() {
  const getItem = vi.fn((key: string) => localStorage.getItem(key));
  const storage = { getItem, setItem: localStorage.setItem.bind(localStorage) };
  const teams = createLocalTeams({
    // The adapter only reads and writes items; the spy counts its reads.
    storage: storage as unknown as Storage,
    now: Date.now,
    isRight: async () => false,
    schedule: () => null,
    organizers: localOrganizers(localStorage, ''),
  });
  const seen: TeamStanding[][] = [];
  const stop = teams.watchAll((standings) => seen.push(standings));
  const polls = () => getItem.mock.calls.filter(([key]) => key === KEY).length;
  return { seen, stop, polls };
}

describe('local watchAll', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    localStorage.setItem(KEY, JSON.stringify({ amps: record(0) }));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('calls back at once, then only when the stored teams change', async () => {
    const { seen, stop } = watch();
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(1);
    localStorage.setItem(KEY, JSON.stringify({ amps: record(10) }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(seen.map((teams) => teams[0]?.score)).toEqual([0, 10]);
    stop();
  });

  it('polls as a backstop, 5 s up to 30 s while nothing changes, and not at all once stopped', async () => {
    const { stop, polls } = watch();
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000 - 5000);
    // 0, 5, 15, 35 s, then every 30 s.
    expect(polls()).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(polls()).toBe(4);
  });
});
