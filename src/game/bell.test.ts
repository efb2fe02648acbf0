import { describe, expect, it } from 'vitest';
import { beatsTheBell, bellAt } from './bell.ts';
import { BELL_GRACE_MS, TIME_LIMIT_MS } from './numbers.ts';

describe("a team's bell", () => {
  it('rings at the end of its hour, or at the close of the night when that comes first', () => {
    expect(bellAt(1_000, null)).toBe(1_000 + TIME_LIMIT_MS);
    expect(bellAt(1_000, 1_000 + TIME_LIMIT_MS + 1)).toBe(1_000 + TIME_LIMIT_MS);
    expect(bellAt(1_000, 5_000)).toBe(5_000);
  });

  it(`lets a right guess recorded before it land up to ${BELL_GRACE_MS} ms after it`, () => {
    const bell = 100_000;
    expect(beatsTheBell(bell, bell - 10, bell - 1)).toBe(true);
    expect(beatsTheBell(bell, bell - 1, bell + BELL_GRACE_MS - 1)).toBe(true);
    expect(beatsTheBell(bell, bell - 1, bell + BELL_GRACE_MS)).toBe(false);
  });

  it('lets no guess recorded at or after it land late', () => {
    expect(beatsTheBell(100_000, 100_000, 100_001)).toBe(false);
  });
});
