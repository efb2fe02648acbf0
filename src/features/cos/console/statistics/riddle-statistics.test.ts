import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import { points } from '@/test/game-texts.ts';
import { median, riddleStatistics, slowest } from './riddle-statistics.ts';

const MINUTE = 60_000;
const START = 1_000_000;

const team = (teamKey: string, question: number, more: Partial<TeamStanding> = {}) => ({
  teamKey,
  teamName: teamKey,
  question,
  score: points(question - 1),
  owner: `uid-${teamKey}`,
  startedAt: START,
  timestamp: START,
  ...more,
});

/** ohms solved 1 and 2; diodes solved 1, then is on 2; gates is on 1. */
const TEAMS: TeamStanding[] = [team('ohms', 3), team('diodes', 2), team('gates', 1)];
const SOLVES: Solves = {
  ohms: { 1: START + 4 * MINUTE, 2: START + 10 * MINUTE },
  diodes: { 1: START + 9 * MINUTE },
};
/** Every guess as typed: the last one on a solved riddle is its right answer. */
const TYPED: TypedAnswers = {
  ohms: {
    1: { question: 1, text: 'edison' },
    2: { question: 1, text: 'tesla' },
    3: { question: 2, text: 'volta' },
  },
  diodes: {
    1: { question: 1, text: 'edison' },
    2: { question: 1, text: 'edison' },
    3: { question: 1, text: 'tesla' },
    4: { question: 2, text: 'ampere' },
  },
  gates: { 1: { question: 1, text: 'faraday' }, 2: { question: 1, text: 'edison' } },
};

const statistics = (isPlaying: (team: TeamStanding) => boolean = () => true) =>
  riddleStatistics({ teams: TEAMS, solves: SOLVES, typed: TYPED, isPlaying });

describe('median and slowest', () => {
  it('take the middle value, or the mean of the two middle ones, and the largest', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([4, 1, 9, 2])).toBe(3);
    expect(slowest([])).toBeNull();
    expect(slowest([3, 12, 5])).toBe(12);
  });
});

describe('the statistics of each riddle', () => {
  it('has every riddle of the night', () => {
    expect(statistics().map((riddle) => riddle.question)).toEqual(
      Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1),
    );
  });

  it('counts the solves and the minutes each took, from the solve before', () => {
    const [first, second, third] = statistics();
    expect(first).toMatchObject({ solves: 2, medianMinutes: 6.5, slowestMinutes: 9 });
    expect(second).toMatchObject({ solves: 1, medianMinutes: 6, slowestMinutes: 6 });
    expect(third).toMatchObject({ solves: 0, medianMinutes: null, slowestMinutes: null });
  });

  it('counts the teams on each riddle now, but none whose hour is over or disqualified', () => {
    expect(
      statistics()
        .map((riddle) => riddle.onItNow)
        .slice(0, 3),
    ).toEqual([1, 1, 1]);
    expect(statistics((t) => t.teamKey !== 'gates')[0]?.onItNow).toBe(0);
    const disqualified = riddleStatistics({
      teams: [team('gates', 1, { disqualified: true })],
      solves: {},
      typed: {},
      isPlaying: () => true,
    });
    expect(disqualified[0]?.onItNow).toBe(0);
  });

  it('counts every wrong guess, but not the answer that solved the riddle', () => {
    const [first, second] = statistics();
    // ohms: edison; diodes: edison twice; gates: faraday and edison (riddle 1 unsolved).
    expect(first?.wrongGuesses).toBe(5);
    // diodes typed ampere on riddle 2 and has not solved it; ohms's volta solved it.
    expect(second?.wrongGuesses).toBe(1);
  });

  it('lists the most common wrong answers with the number of teams that typed each', () => {
    const [first, second] = statistics();
    expect(first?.wrongAnswers).toEqual([
      { text: 'edison', teams: 3 },
      { text: 'faraday', teams: 1 },
    ]);
    expect(second?.wrongAnswers).toEqual([{ text: 'ampere', teams: 1 }]);
  });
});
