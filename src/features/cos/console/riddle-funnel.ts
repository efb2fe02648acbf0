import type { Solves, TeamStanding } from '@/game/types.ts';
import { median, solvesByRiddle } from './statistics/riddle-statistics.ts';

/** How the night went on one riddle. */
export interface RiddleStep {
  question: number;
  /** Teams that got as far as this riddle (question >= it). */
  reached: number;
  /** Median minutes the teams that solved it spent on it, one decimal; null before any did. */
  medianMinutes: number | null;
}

/** Per riddle, how many teams reached it and how long they took on it: the night's funnel. */
export function riddleFunnel(teams: readonly TeamStanding[], solves: Solves): RiddleStep[] {
  return solvesByRiddle(teams, solves).map(({ minutes }, index) => {
    const question = index + 1;
    const middle = median(minutes);
    return {
      question,
      reached: teams.filter((team) => team.question >= question).length,
      medianMinutes: middle === null ? null : Math.round(middle * 10) / 10,
    };
  });
}
