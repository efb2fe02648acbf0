import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { watchTeams } from './team-stream.ts';

/** A stand-in EventSource the test drives by hand, as the database's stream would. */
class ScriptedEventSource extends EventTarget {
  static latest: ScriptedEventSource | null = null;
  readyState = 1;
  closed = false;

  constructor(readonly url: string) {
    super();
    ScriptedEventSource.latest = this;
  }

  send(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}

const team = (teamName: string, score: number, timestamp: number) => ({
  teamName,
  question: score / 10 + 1,
  score,
  owner: `uid-${teamName}`,
  startedAt: 1000,
  timestamp,
});

function stream() {
  const seen: TeamStanding[][] = [];
  const fetch = vi.fn(async () => Response.json({ polled: team('Polled', 0, 1) }));
  const stop = watchTeams(
    {
      url: 'http://db.test/user.json',
      fetch,
      EventSource: ScriptedEventSource as unknown as typeof EventSource,
      pollMs: 50,
    },
    (teams) => seen.push(teams),
  );
  const source = ScriptedEventSource.latest as ScriptedEventSource;
  const names = () => seen.at(-1)?.map((t) => `${t.teamName}:${t.score}`);
  return { seen, fetch, stop, source, names };
}

describe('watchTeams over server-sent events', () => {
  afterEach(() => vi.useRealTimers());

  it('builds the leaderboard from put and patch events, best score then earlier time', () => {
    const { source, names, stop } = stream();
    source.send('put', { path: '/', data: { a: team('Amps', 10, 5), b: team('Bits', 10, 3) } });
    expect(names()).toEqual(['Bits:10', 'Amps:10']);
    source.send('patch', { path: '/a', data: { question: 3, score: 20, timestamp: 9 } });
    expect(names()).toEqual(['Amps:20', 'Bits:10']);
    source.send('put', { path: '/c', data: team('Coils', 0, 1) });
    source.send('put', { path: '/b/score', data: 30 });
    expect(names()).toEqual(['Bits:30', 'Amps:20', 'Coils:0']);
    stop();
    expect(source.closed).toBe(true);
  });

  it('falls back to polling when the stream is closed for good', async () => {
    const { source, fetch, names, stop } = stream();
    source.readyState = 2;
    source.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(names()).toEqual(['Polled:0']));
    expect(fetch).toHaveBeenCalledWith('http://db.test/user.json', expect.anything());
    stop();
  });

  it('keeps streaming through a dropped connection the browser retries', () => {
    const { source, fetch, stop } = stream();
    source.readyState = 0;
    source.dispatchEvent(new Event('error'));
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });
});

describe('watchTeams polling, where there is no EventSource', () => {
  afterEach(() => vi.useRealTimers());

  it('backs off from 5 s to 30 s while nothing changes, calls back only on a change, and returns to 5 s', async () => {
    vi.useFakeTimers({ now: 0 });
    let score = 0;
    const requests: number[] = [];
    const fetch = vi.fn(async () => {
      requests.push(Date.now());
      return Response.json({ a: team('Amps', score, 5) });
    });
    const seen: TeamStanding[][] = [];
    const stop = watchTeams({ url: 'http://db.test/user.json', fetch, pollMs: 5000 }, (teams) =>
      seen.push(teams),
    );
    await vi.advanceTimersByTimeAsync(65_000);
    expect(requests).toEqual([0, 5000, 15_000, 35_000, 65_000]);
    expect(seen).toHaveLength(1);
    score = 10;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.map((teams) => teams[0]?.score)).toEqual([0, 10]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.slice(5)).toEqual([95_000, 100_000]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(7);
  });
});
