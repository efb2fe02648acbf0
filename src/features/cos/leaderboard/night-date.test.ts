import { describe, expect, it } from 'vitest';
import { nightDateInWords, pastNightTitle } from './night-date.ts';

describe("a past night's date", () => {
  it('reads as an Indian long date, whatever the time zone', () => {
    expect(nightDateInWords('2026-12-05')).toBe('5 December 2026');
    expect(nightDateInWords('2027-01-31')).toBe('31 January 2027');
    expect(pastNightTitle('2026-12-05')).toBe('Leaderboard of 5 December 2026');
  });

  it('is no game night when it is not a real YYYY-MM-DD day', () => {
    for (const date of [undefined, '', '2026-12-5', '2026-02-30', 'yesterday']) {
      expect(nightDateInWords(date)).toBeNull();
      expect(pastNightTitle(date)).toBe('No game night on that date');
    }
  });
});
