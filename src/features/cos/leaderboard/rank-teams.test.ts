import { describe, expect, it } from 'vitest';
import type { TeamStanding } from '../../../backend/ports.ts';
import { rankTeams } from './rank-teams.ts';

const team = (teamName: string, score: number, timestamp: number): TeamStanding => ({
  teamKey: teamName,
  teamName,
  score,
  timestamp,
  question: score / 10 + 1,
  owner: 'u',
  startedAt: 0,
});

describe('rankTeams', () => {
  it('puts the highest score first, then the earlier last answer', () => {
    const ranked = rankTeams([team('late', 50, 900), team('low', 10, 100), team('early', 50, 500)]);
    expect(ranked.map((t) => t.teamName)).toEqual(['early', 'late', 'low']);
  });

  it('does not reorder the list it was given', () => {
    const teams = [team('b', 0, 2), team('a', 10, 1)];
    rankTeams(teams);
    expect(teams[0]?.teamName).toBe('b');
  });
});
