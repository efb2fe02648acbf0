import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import {
  createWrongAnswerTally,
  type WrongAnswer,
  type WrongAnswerTally,
} from './wrong-answer-tally.ts';

/** How the night goes on one riddle. */
export interface RiddleStatistics {
  question: number;
  /** Teams on it now: not past it, not disqualified, their hour still running. */
  onItNow: number;
  solves: number;
  /** Median and slowest minutes to solve it (from the team's solve before), one decimal. */
  medianMinutes: number | null;
  slowestMinutes: number | null;
  wrongGuesses: number;
  /** Every wrong answer as typed, most teams first (then alphabetically). */
  wrongAnswers: readonly WrongAnswer[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : (upper + (sorted[middle - 1] ?? 0)) / 2;
}

export const slowest = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.max(...values);

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Minutes from the team's previous solve (its start, for riddle 1) to its solve of `question`. */
export function minutesToSolve(
  team: TeamStanding,
  solved: Readonly<Record<string, number>>,
  question: number,
): number | null {
  const end = solved[question];
  const start = question === 1 ? team.startedAt : solved[question - 1];
  return end === undefined || start === undefined || end < start ? null : (end - start) / 60_000;
}

/** A team's solves as riddle and minutes taken (null where its solve before is unknown). */
type SolveTimes = { startedAt: number; times: [question: number, minutes: number | null][] };

/** Each team's solve times, by its solves' record: the console keeps a record while it stays. */
const solveTimesOf = new WeakMap<Readonly<Record<string, number>>, SolveTimes>();

function solveTimes(team: TeamStanding, solved: Readonly<Record<string, number>>): SolveTimes {
  const kept = solveTimesOf.get(solved);
  if (kept?.startedAt === team.startedAt) return kept;
  const times = Object.keys(solved).map((key): [number, number | null] => {
    const question = Number(key);
    return [question, minutesToSolve(team, solved, question)];
  });
  const computed = { startedAt: team.startedAt, times };
  solveTimesOf.set(solved, computed);
  return computed;
}

/**
 * Per riddle (index 0 for riddle 1), the teams that solved it and the minutes each took: at each
 * change of the board, so a team's times are worked out again only when its solves change.
 */
export function solvesByRiddle(
  teams: readonly TeamStanding[],
  solves: Solves,
): { solves: number; minutes: number[] }[] {
  const riddles = Array.from({ length: QUESTION_COUNT }, () => ({
    solves: 0,
    minutes: [] as number[],
  }));
  for (const team of teams) {
    for (const [question, minutes] of solveTimes(team, solves[team.teamKey] ?? {}).times) {
      const riddle = riddles[question - 1];
      if (!riddle) continue;
      riddle.solves += 1;
      if (minutes !== null) riddle.minutes.push(minutes);
    }
  }
  return riddles;
}

export interface StatisticsInput {
  teams: readonly TeamStanding[];
  solves: Solves;
  typed: TypedAnswers;
  /** Whether a team's hour still runs now (its bell not rung). */
  isPlaying: (team: TeamStanding) => boolean;
}

/**
 * Per riddle: teams on it now, solves and times to solve, wrong guesses and answers. A console
 * passes the tally it keeps, which recounts only what changed since its last update.
 */
export function riddleStatistics(
  { teams, solves, typed, isPlaying }: StatisticsInput,
  tally: WrongAnswerTally = createWrongAnswerTally(),
): RiddleStatistics[] {
  tally.update(typed, solves);
  const onIt = new Map<number, number>();
  for (const team of teams) {
    if (team.disqualified !== true && team.question <= QUESTION_COUNT && isPlaying(team)) {
      onIt.set(team.question, (onIt.get(team.question) ?? 0) + 1);
    }
  }
  return solvesByRiddle(teams, solves).map(({ solves: solvedBy, minutes }, index) => {
    const question = index + 1;
    return {
      question,
      onItNow: onIt.get(question) ?? 0,
      solves: solvedBy,
      medianMinutes: oneDecimal(median(minutes)),
      slowestMinutes: oneDecimal(slowest(minutes)),
      ...tally.riddle(question),
    };
  });
}
