import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry.ts';

describe('retryDelay', () => {
  it('tries at once, then doubles the wait after each failure', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([0, 1000, 2000, 4000, 8000]);
  });

  it('never waits longer than 30 seconds', () => {
    expect(retryDelay(6)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});
