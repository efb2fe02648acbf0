import { describe, expect, it } from 'vitest';
import { beatsTheBell, bellAt } from './bell.ts';
import { BELL_GRACE_MS, TIME_LIMIT_MS } from './numbers.ts';

describe("a team's bell", () => {
  it("rings at the end of the hour from the night's opening, or at the close when that comes first", () => {
    const night = { opensAt: 1_000, closesAt: 1_000 + TIME_LIMIT_MS + 1 };
    expect(bellAt(1_000, night)).toBe(1_000 + TIME_LIMIT_MS);
    expect(bellAt(1_000, { opensAt: 1_000, closesAt: 5_000 })).toBe(5_000);
  });

  it('gives a team registered after the opening less time, never more', () => {
    const night = { opensAt: 1_000, closesAt: 1_000 + 2 * TIME_LIMIT_MS };
    expect(bellAt(1_000 + 600_000, night)).toBe(1_000 + TIME_LIMIT_MS);
  });

  it("counts the hour from the team's start where no night is scheduled (local mode)", () => {
    expect(bellAt(1_000, null)).toBe(1_000 + TIME_LIMIT_MS);
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
