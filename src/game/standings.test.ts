import { describe, expect, it } from 'vitest';
import { POINTS_PER_ANSWER } from './numbers.ts';
import { frozenStandings, mergeStandings } from './standings.ts';
import { standing } from './standing-test-utils.ts';

const FROZEN_AT = 10_000;

/** A team that registered at `startedAt` and has solved 5 riddles now, whatever the freeze saw. */
const team = (teamName: string, startedAt: number) => ({
  ...standing(teamName, 5 * POINTS_PER_ANSWER, 20_000),
  startedAt,
});

describe('frozenStandings', () => {
  it('scores each team by the riddles it solved at or before the freeze, timed by the last', () => {
    const [amps] = frozenStandings(
      [team('amps', 1_000)],
      { amps: { '1': 4_000, '2': 9_000, '3': FROZEN_AT, '4': 12_000, '5': 19_000 } },
      FROZEN_AT,
    );
    expect(amps).toMatchObject({
      teamName: 'amps',
      score: 3 * POINTS_PER_ANSWER,
      question: 4,
      timestamp: FROZEN_AT,
    });
  });

  it('gives a team that had solved nothing its registration time and no points', () => {
    const standings = frozenStandings(
      [team('bits', 2_000), team('coils', 3_000)],
      { coils: { '1': 11_000 } },
      FROZEN_AT,
    );
    expect(standings).toMatchObject([
      { teamName: 'bits', score: 0, question: 1, timestamp: 2_000 },
      { teamName: 'coils', score: 0, question: 1, timestamp: 3_000 },
    ]);
  });

  it('leaves out the teams that registered after the freeze, and keeps the rest as they are', () => {
    const standings = frozenStandings(
      [
        team('late', FROZEN_AT + 1),
        team('just', FROZEN_AT),
        { ...team('out', 0), disqualified: true },
      ],
      {},
      FROZEN_AT,
    );
    expect(standings.map((t) => t.teamName)).toEqual(['just', 'out']);
    expect(standings[1]).toMatchObject({
      disqualified: true,
      owner: 'abc234OwnerUid',
      startedAt: 0,
    });
  });
});

describe('mergeStandings', () => {
  const shown = mergeStandings(null, [standing('ohms', 20, 500), standing('gates', 30, 100)]);

  it('ranks the first snapshot', () => {
    expect(shown?.map((team) => team.teamName)).toEqual(['gates', 'ohms']);
  });

  it('answers null for a snapshot equal to the board shown', () => {
    expect(mergeStandings(shown, [standing('gates', 30, 100), standing('ohms', 20, 500)])).toBe(
      null,
    );
  });

  it('keeps the objects of unchanged teams and re-ranks', () => {
    const next = mergeStandings(shown, [standing('ohms', 40, 900), standing('gates', 30, 100)]);
    expect(next?.map((team) => team.teamName)).toEqual(['ohms', 'gates']);
    expect(next?.[1]).toBe(shown?.[0]);
    expect(next?.[0]).not.toBe(shown?.[1]);
  });

  it('notices a team that left or arrived', () => {
    expect(mergeStandings(shown, [standing('gates', 30, 100)])).toHaveLength(1);
    const swapped = mergeStandings(shown, [standing('gates', 30, 100), standing('amps', 0, 1)]);
    expect(swapped?.map((team) => team.teamName)).toEqual(['gates', 'amps']);
  });
});
