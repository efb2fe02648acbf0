import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { chartedTeams, scoreRace, SHORTEST_SPAN_MS } from './score-race.ts';

const team = (name: string, score: number, startedAt: number) => ({
  ...standing(name, score, 0),
  startedAt,
});

describe('the score race', () => {
  it('charts the first ten teams of the board, none disqualified', () => {
    const board = Array.from({ length: 12 }, (_, index) => team(`team ${index}`, 100 - index, 0));
    board.splice(2, 0, { ...team('cheats', 500, 0), disqualified: true });
    const charted = chartedTeams(board).map((shown) => shown.teamName);
    expect(charted).toHaveLength(10);
    expect(charted).not.toContain('cheats');
    expect(charted[9]).toBe('team 9');
  });

  it('steps each line up by a riddle at each solve, from 0 at registration, held until the end', () => {
    const owls = team('owls', 20, 1_000);
    const bats = team('bats', 10, 2_000);
    const race = scoreRace(
      [owls, bats],
      { owls: { '2': 4_000, '1': 3_000 }, bats: { '1': 3_000 } },
      9_000,
    );
    expect(race.lines.map(({ teamName, rank, score }) => [teamName, rank, score])).toEqual([
      ['owls', 1, 20],
      ['bats', 2, 10],
    ]);
    expect(race.lines[0]?.steps).toEqual([
      [1_000, 0],
      [3_000, 10],
      [4_000, 20],
    ]);
    expect(race.times).toEqual([1_000, 2_000, 3_000, 4_000, 1_000 + SHORTEST_SPAN_MS]);
    expect(race.scores).toEqual([
      [0, 0, 10, 20, 20],
      [null, 0, 10, 10, 10],
    ]);
  });

  it('leaves out a team whose solves are not read yet, and the others keep their ranks', () => {
    const race = scoreRace([team('owls', 0, 0), team('bats', 0, 0)], { bats: {} }, 1_000);
    expect(race.lines.map(({ teamName, rank }) => [teamName, rank])).toEqual([['bats', 2]]);
  });

  it('ends at the last solve when the clock is behind it', () => {
    const owls = team('owls', 10, 1_000);
    const late = 1_000 + SHORTEST_SPAN_MS + 1;
    expect(scoreRace([owls], { owls: { '1': late } }, late - 1).times).toEqual([1_000, late]);
  });
});
