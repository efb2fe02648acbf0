import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';

/** How the night went on one riddle. */
export interface RiddleStep {
  question: number;
  /** Teams that got as far as this riddle (question >= it). */
  reached: number;
  /** Median minutes the teams that solved it spent on it, one decimal; null before any did. */
  medianMinutes: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : (upper + (sorted[middle - 1] ?? 0)) / 2;
}

/** Minutes from the team's previous solve (its start, for riddle 1) to its solve of `question`. */
function minutesOn(team: TeamStanding, solved: Record<string, number>, question: number) {
  const end = solved[question];
  const start = question === 1 ? team.startedAt : solved[question - 1];
  return end === undefined || start === undefined || end < start ? null : (end - start) / 60_000;
}

/** Per riddle, how many teams reached it and how long they took on it: the night's funnel. */
export function riddleFunnel(teams: readonly TeamStanding[], solves: Solves): RiddleStep[] {
  return Array.from({ length: QUESTION_COUNT }, (_, index) => {
    const question = index + 1;
    const minutes = teams.flatMap((team) => {
      const spent = minutesOn(team, solves[team.teamKey] ?? {}, question);
      return spent === null ? [] : [spent];
    });
    const middle = median(minutes);
    return {
      question,
      reached: teams.filter((team) => team.question >= question).length,
      medianMinutes: middle === null ? null : Math.round(middle * 10) / 10,
    };
  });
}
