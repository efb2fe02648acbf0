import { describe, expect, it } from 'vitest';
import { rankTeams } from './ranking.ts';
import { standing } from './standing-test-utils.ts';

describe('rankTeams', () => {
  it('puts the highest score first, then the earlier last answer', () => {
    const ranked = rankTeams([
      standing('late', 50, 900),
      standing('low', 10, 100),
      standing('early', 50, 500),
    ]);
    expect(ranked.map((t) => t.teamName)).toEqual(['early', 'late', 'low']);
  });

  it('puts disqualified teams after every other, ranked among themselves the same way', () => {
    const ranked = rankTeams([
      { ...standing('cheat', 90, 100), disqualified: true },
      standing('low', 10, 100),
      { ...standing('worse', 40, 300), disqualified: true },
      { ...standing('better', 40, 200), disqualified: true },
      { ...standing('reinstated', 20, 100), disqualified: false },
    ]);
    expect(ranked.map((t) => t.teamName)).toEqual([
      'reinstated',
      'low',
      'cheat',
      'better',
      'worse',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const teams = [standing('b', 0, 2), standing('a', 10, 1)];
    rankTeams(teams);
    expect(teams[0]?.teamName).toBe('b');
  });
});
