import { describe, expect, it } from 'vitest';
import { busyReasons } from './night.ts';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

describe('when the database is no place for a rehearsal', () => {
  it('a night running, or opening within 24 hours, or teams on the board', () => {
    expect(busyReasons({ opensAt: NOW - HOUR, closesAt: NOW + HOUR }, 0, NOW)).toEqual([
      'a night is running now (game/schedule)',
    ]);
    expect(busyReasons({ opensAt: NOW + 23 * HOUR, closesAt: NOW + 25 * HOUR }, 0, NOW)).toEqual([
      'a night opens within 23 hours (game/schedule)',
    ]);
    expect(busyReasons(null, 1, NOW)).toEqual(['the board holds 1 team (user/)']);
  });

  it('free: no night, a night over, or one more than a day away', () => {
    expect(busyReasons(null, 0, NOW)).toEqual([]);
    expect(busyReasons({ opensAt: NOW - 3 * HOUR, closesAt: NOW - HOUR }, 0, NOW)).toEqual([]);
    expect(busyReasons({ opensAt: NOW + 25 * HOUR, closesAt: NOW + 27 * HOUR }, 0, NOW)).toEqual(
      [],
    );
  });
});
