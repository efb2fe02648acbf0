import { describe, expect, it } from 'vitest';
import { MINUTE_MS, nextHintAt, nextToRelease, openHints, toAids, toReleased } from './hints.ts';

const reachedAt = 1_000_000;
const clock = { hints: [5, 15], reachedAt, released: [] as number[], closed: false };

describe('timed hints', () => {
  it('opens each hint its minutes after the team reached the riddle, not a millisecond before', () => {
    expect(openHints(clock, reachedAt + 5 * MINUTE_MS - 1)).toEqual([]);
    expect(openHints(clock, reachedAt + 5 * MINUTE_MS)).toEqual([1]);
    expect(openHints(clock, reachedAt + 15 * MINUTE_MS)).toEqual([1, 2]);
  });

  it('opens a released hint at once, and every hint after the close', () => {
    expect(openHints({ ...clock, released: [2] }, reachedAt)).toEqual([2]);
    expect(openHints({ ...clock, reachedAt: null, closed: true }, 0)).toEqual([1, 2]);
  });

  it('counts down to the next hint the clock opens, and to none once all are open', () => {
    expect(nextHintAt(clock, reachedAt)).toBe(reachedAt + 5 * MINUTE_MS);
    expect(nextHintAt({ ...clock, released: [1] }, reachedAt)).toBe(reachedAt + 15 * MINUTE_MS);
    expect(nextHintAt(clock, reachedAt + 15 * MINUTE_MS)).toBeNull();
    expect(nextHintAt({ ...clock, closed: true }, reachedAt)).toBeNull();
  });

  it('releases the first hint not yet released', () => {
    expect(nextToRelease([5, 15], [])).toBe(1);
    expect(nextToRelease([5, 15], [1])).toBe(2);
    expect(nextToRelease([5, 15], [1, 2])).toBeNull();
  });
});

describe('reading the help nodes', () => {
  it('reads aids sent as an array or an object, and drops what is not shaped as help', () => {
    expect(
      toAids([null, { hints: [5, 15], nudges: true }, { hints: { 1: 9, 0: 3 }, solution: true }]),
    ).toEqual({
      1: { hints: [5, 15], nudges: true, solution: false },
      2: { hints: [3, 9], nudges: false, solution: true },
    });
    expect(toAids({ 1: { hints: ['soon'] }, 2: 'x' })).toEqual({});
  });

  it('reads the released hints in order, keeping only numbers set to true', () => {
    expect(toReleased({ 3: [null, true, true], 4: { 2: true, x: true, 1: false } })).toEqual({
      3: [1, 2],
      4: [2],
    });
    expect(toReleased(null)).toEqual({});
  });
});
