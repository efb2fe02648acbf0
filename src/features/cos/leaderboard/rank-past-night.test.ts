import { describe, expect, it } from 'vitest';
import { fixtureNight, pastTeam } from './past-test-utils.ts';
import { rankPastNight } from './rank-past-night.ts';

describe('rankPastNight', () => {
  it('ranks by score, then the earlier last answer, with disqualified teams last', () => {
    const ranked = rankPastNight({
      ...fixtureNight,
      teams: { ...fixtureNight.teams, late: pastTeam('late cheat', 10, 50, true) },
    });
    expect(ranked.map((team) => [team.teamKey, team.disqualified])).toEqual([
      ['diodes', false],
      ['gates', false],
      ['ohms', false],
      ['cheats', true],
      ['late', true],
    ]);
  });
});
