import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { ScriptedEventSource, scriptedEventSource } from '@/test/scripted-event-source.ts';
import { watchTeams } from './team-stream.ts';

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
      EventSource: scriptedEventSource,
      pollMs: 50,
    },
    'stream',
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
    source.fail(2);
    await vi.waitFor(() => expect(names()).toEqual(['Polled:0']));
    expect(fetch).toHaveBeenCalledWith('http://db.test/user.json', expect.anything());
    stop();
  });

  it('keeps streaming through a dropped connection the browser retries', () => {
    const { source, fetch, stop } = stream();
    source.fail(0);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });
});

describe('watchTeams reading what changed', () => {
  afterEach(() => vi.useRealTimers());

  /** A database at db.test answering `answer(query)` for each read, which it logs. */
  function board(answer: (query: string) => unknown, how: 'changes' | 'stream' = 'changes') {
    const reads: { at: number; query: string }[] = [];
    const fetch = vi.fn(async (input: string) => {
      const query = decodeURIComponent(new URL(input).search);
      reads.push({ at: Date.now(), query });
      const value = answer(query);
      return value instanceof Response ? value : Response.json(value);
    });
    const seen: TeamStanding[][] = [];
    const stop = watchTeams(
      { url: 'http://db.test/user.json', fetch, pollMs: 10_000 },
      how,
      (teams) => seen.push(teams),
    );
    return { reads, seen, stop };
  }

  it('reads every team once, then the teams moved since the latest time, backing off while quiet', async () => {
    vi.useFakeTimers({ now: 0 });
    let moved: Record<string, unknown> = { b: team('Bits', 0, 7) };
    const { reads, seen, stop } = board((query) =>
      query === '' ? { a: team('Amps', 0, 5), b: team('Bits', 0, 7) } : moved,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toEqual([
      { at: 0, query: '' },
      { at: 10_000, query: '?orderBy="timestamp"&startAt=7' },
      { at: 30_000, query: '?orderBy="timestamp"&startAt=7' },
      { at: 60_000, query: '?orderBy="timestamp"&startAt=7' },
    ]);
    expect(seen).toHaveLength(1);
    moved = { b: team('Bits', 0, 7), a: team('Amps', 10, 61_000) };
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.at(-1)?.map((t) => `${t.teamName}:${t.score}`)).toEqual(['Amps:10', 'Bits:0']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads.at(-1)).toEqual({ at: 100_000, query: '?orderBy="timestamp"&startAt=61000' });
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(6);
  });

  it('keeps what it shows while the database fails, asking less and less often', async () => {
    vi.useFakeTimers({ now: 0 });
    let down = false;
    const errors: string[] = [];
    const reads: number[] = [];
    const fetch = vi.fn(async () => {
      reads.push(Date.now());
      if (down) return new Response('{}', { status: 503 });
      return Response.json({ a: team('Amps', 0, 5) });
    });
    const seen: TeamStanding[][] = [];
    const stop = watchTeams(
      { url: 'http://db.test/user.json', fetch, pollMs: 10_000 },
      'changes',
      (teams) => seen.push(teams),
      (error) => errors.push(error.code),
    );
    await vi.advanceTimersByTimeAsync(0);
    down = true;
    await vi.advanceTimersByTimeAsync(400_000);
    expect(reads.slice(1, 7).map((at, index) => at - (reads[index] ?? 0))).toEqual([
      10_000, 10_000, 20_000, 40_000, 80_000, 120_000,
    ]);
    expect(seen).toHaveLength(1);
    expect(new Set(errors)).toEqual(new Set(['UNAVAILABLE']));
    stop();
  });

  it('polls the changes where it was told to stream but the platform cannot', async () => {
    vi.useFakeTimers({ now: 0 });
    const { reads, stop } = board(() => ({}), 'stream');
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([{ at: 0, query: '' }]);
    stop();
  });
});
