import { describe, expect, it } from 'vitest';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { points } from '@/test/game-texts.ts';
import { riddleFunnel } from './riddle-funnel.ts';

const MINUTE = 60_000;
const START = 1_000_000;

const team = (teamKey: string, question: number, startedAt = START): TeamStanding => ({
  teamKey,
  teamName: teamKey,
  question,
  score: points(question - 1),
  owner: `uid-${teamKey}`,
  startedAt,
  timestamp: startedAt,
});

/** Three teams: two past riddle 2, one still on riddle 1. */
const TEAMS = [team('ohms', 3), team('diodes', 3, START + 5 * MINUTE), team('gates', 1)];
const SOLVES: Solves = {
  ohms: { 1: START + 4 * MINUTE, 2: START + 10 * MINUTE },
  diodes: { 1: START + 15 * MINUTE, 2: START + 16 * MINUTE },
  // A team that was reset: its solves no longer count.
  relays: { 1: START + MINUTE },
};

describe("the night's funnel", () => {
  it('counts, per riddle, the teams that reached it', () => {
    const funnel = riddleFunnel(TEAMS, SOLVES);
    expect(funnel).toHaveLength(QUESTION_COUNT);
    expect(funnel.slice(0, 4).map((step) => step.reached)).toEqual([3, 2, 2, 0]);
  });

  it('takes the median minutes on a riddle from the solve before it, or the start', () => {
    const [first, second, third] = riddleFunnel(TEAMS, SOLVES);
    // ohms 4, diodes 10: the median of two is their mean.
    expect(first).toEqual({ question: 1, reached: 3, medianMinutes: 7 });
    // ohms 6, diodes 1.
    expect(second?.medianMinutes).toBe(3.5);
    expect(third).toEqual({ question: 3, reached: 2, medianMinutes: null });
  });

  it('takes the middle of an odd count, to one decimal', () => {
    const teams = [team('a', 2), team('b', 2), team('c', 2)];
    const solves: Solves = {
      a: { 1: START + 2 * MINUTE },
      b: { 1: START + 20 * MINUTE },
      c: { 1: START + 3.25 * MINUTE },
    };
    expect(riddleFunnel(teams, solves)[0]?.medianMinutes).toBe(3.3);
  });

  it('is empty-handed before anyone plays', () => {
    expect(riddleFunnel([], {}).every((step) => !step.reached && step.medianMinutes === null)).toBe(
      true,
    );
  });
});
