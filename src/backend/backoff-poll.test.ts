import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollChanges, pollWithBackoff } from './backoff-poll.ts';

/** The gaps, in ms, between the calls `check` received during `forMs`. */
async function gapsBetweenChecks(changes: (call: number) => boolean, forMs: number) {
  const calls: number[] = [];
  const stop = pollWithBackoff(
    async () => {
      calls.push(Date.now());
      return changes(calls.length);
    },
    { minMs: 5000, maxMs: 30_000 },
  );
  await vi.advanceTimersByTimeAsync(forMs);
  stop();
  return calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
}

describe('pollWithBackoff', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('waits longer while nothing changes, 5 s up to 30 s', async () => {
    expect(await gapsBetweenChecks(() => false, 130_000)).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('returns to 5 s after a change', async () => {
    const gaps = await gapsBetweenChecks((call) => call === 4, 90_000);
    expect(gaps.slice(0, 5)).toEqual([5000, 10_000, 20_000, 5000, 10_000]);
  });

  it('after a failure waits retryMs, doubled with each failure in a row, and is back on time after', async () => {
    const calls: number[] = [];
    const stop = pollWithBackoff(
      async () => {
        calls.push(Date.now());
        if (calls.length >= 2 && calls.length <= 6) throw new Error('unreachable');
        return true;
      },
      { minMs: 8000, maxMs: 8000, retryMs: 1000, failedMaxMs: 10_000 },
    );
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
    expect(gaps.slice(0, 7)).toEqual([8000, 1000, 2000, 4000, 8000, 10_000, 8000]);
  });

  it('never has two checks in flight, and stops when told', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const stop = pollWithBackoff(
      async () => {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((settle) => setTimeout(settle, 45_000));
        inFlight -= 1;
        return true;
      },
      { minMs: 5000, maxMs: 30_000 },
    );
    await vi.advanceTimersByTimeAsync(200_000);
    expect(most).toBe(1);
    stop();
    const before = calls;
    await vi.advanceTimersByTimeAsync(200_000);
    expect(calls).toBe(before);
  });
});

describe('pollChanges', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('passes on each value that differs from the last, and none once stopped', async () => {
    const values = [{ a: 1 }, { a: 1 }, { a: 2 }, { a: 2 }, { a: 3 }];
    let reads = 0;
    let answer: (value: { a: number }) => void = () => undefined;
    const seen: unknown[] = [];
    const stop = pollChanges(
      () =>
        reads < 4
          ? Promise.resolve(values[reads++] ?? { a: 0 })
          : new Promise<{ a: number }>((resolve) => (answer = resolve)),
      (value) => seen.push(value),
      { minMs: 1000, maxMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toEqual([{ a: 1 }, { a: 2 }]);
    stop();
    answer({ a: 3 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toEqual([{ a: 1 }, { a: 2 }]);
  });
});
