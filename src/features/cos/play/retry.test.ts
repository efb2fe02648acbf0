import { describe, expect, it, vi } from 'vitest';
import { retryDelay, retryUntilDone, withRetries } from './retry.ts';

describe('retryDelay', () => {
  it('tries at once, then doubles the wait after each failure', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([0, 1000, 2000, 4000, 8000]);
  });

  it('never waits longer than 30 seconds', () => {
    expect(retryDelay(6)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});

describe('withRetries', () => {
  it('tries again after 1 s, then 2 s, and gives up with the last error', async () => {
    vi.useFakeTimers();
    try {
      const attempt = vi.fn(() =>
        Promise.reject(new Error(`failure ${attempt.mock.calls.length}`)),
      );
      const outcome = withRetries(attempt, 3).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempt).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(attempt).toHaveBeenCalledTimes(3);
      expect(await outcome).toEqual(new Error('failure 3'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves with the first attempt that succeeds', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('done');
    vi.useFakeTimers();
    try {
      const outcome = withRetries(attempt, 3);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await outcome).toBe('done');
      expect(attempt).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('retryUntilDone', () => {
  it('tries again after 1 s, then 2 s, telling each failure, until it succeeds', async () => {
    vi.useFakeTimers();
    try {
      const attempt = vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue('done');
      const onFailure = vi.fn();
      const outcome = retryUntilDone(attempt, new AbortController().signal, onFailure);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(onFailure).toHaveBeenLastCalledWith(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(2);
      expect(onFailure).toHaveBeenLastCalledWith(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await outcome).toBe('done');
      expect(onFailure).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops trying, and tells no more failures, once aborted', async () => {
    vi.useFakeTimers();
    try {
      const attempt = vi.fn(() => Promise.reject(new Error('offline')));
      const onFailure = vi.fn();
      const stopped = new AbortController();
      const outcome = retryUntilDone(attempt, stopped.signal, onFailure).catch(
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(500);
      stopped.abort();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(await outcome).toBe(stopped.signal.reason);
    } finally {
      vi.useRealTimers();
    }
  });
});
