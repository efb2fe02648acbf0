import { describe, expect, it } from 'vitest';
import { toGuessCounts } from './guess-counts.ts';

describe('guess counts', () => {
  it("takes each team's count from its last recorded guess", () => {
    const guesses = {
      ohms: { question: 3, proof: 'p', at: 1, count: 7 },
      diodes: { question: 1, proof: 'q', at: 2, count: 1 },
    };
    expect(toGuessCounts(guesses)).toEqual({ ohms: 7, diodes: 1 });
  });

  it('skips what is not a count, and reads nothing as none', () => {
    expect(toGuessCounts({ a: { count: 'many' }, b: null, c: { count: 0 } })).toEqual({});
    expect(toGuessCounts(null)).toEqual({});
  });
});
