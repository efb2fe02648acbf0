import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';

/** A wrong answer as teams typed it on one riddle, with how many teams typed it. */
export interface WrongAnswer {
  text: string;
  teams: number;
}

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
  wrongAnswers: WrongAnswer[];
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

/**
 * Each team's wrong answers per riddle, as typed: every typed answer on a riddle but the one that
 * solved it (the team's last on a riddle it solved, since a team moves on only from its last
 * guess). Riddle, then text, then the teams that typed it with how often.
 */
export function wrongAnswersByRiddle(
  typed: TypedAnswers,
  solves: Solves,
): Map<number, Map<string, Map<string, number>>> {
  const byRiddle = new Map<number, Map<string, Map<string, number>>>();
  for (const [teamKey, entries] of Object.entries(typed)) {
    const lastOn = new Map<number, number>();
    for (const [count, { question }] of Object.entries(entries)) {
      lastOn.set(question, Math.max(lastOn.get(question) ?? 0, Number(count)));
    }
    for (const [count, { question, text }] of Object.entries(entries)) {
      const solvedIt = solves[teamKey]?.[question] !== undefined;
      if (solvedIt && lastOn.get(question) === Number(count)) continue;
      const texts = byRiddle.get(question) ?? new Map<string, Map<string, number>>();
      const teams = texts.get(text) ?? new Map<string, number>();
      teams.set(teamKey, (teams.get(teamKey) ?? 0) + 1);
      texts.set(text, teams);
      byRiddle.set(question, texts);
    }
  }
  return byRiddle;
}

/** The wrong answers of one riddle, most teams first. */
export function rankedWrongAnswers(texts: Map<string, Map<string, number>> | undefined) {
  return [...(texts ?? new Map<string, Map<string, number>>())]
    .map(([text, teams]) => ({ text, teams: teams.size }))
    .sort((a, b) => b.teams - a.teams || a.text.localeCompare(b.text));
}

export interface StatisticsInput {
  teams: readonly TeamStanding[];
  solves: Solves;
  typed: TypedAnswers;
  /** Whether a team's hour still runs now (its bell not rung). */
  isPlaying: (team: TeamStanding) => boolean;
}

/** Per riddle: teams on it now, solves and times to solve, wrong guesses and answers. */
export function riddleStatistics({
  teams,
  solves,
  typed,
  isPlaying,
}: StatisticsInput): RiddleStatistics[] {
  const wrong = wrongAnswersByRiddle(typed, solves);
  const onIt = new Map<number, number>();
  for (const team of teams) {
    if (team.disqualified !== true && team.question <= QUESTION_COUNT && isPlaying(team)) {
      onIt.set(team.question, (onIt.get(team.question) ?? 0) + 1);
    }
  }
  return Array.from({ length: QUESTION_COUNT }, (_, index) => {
    const question = index + 1;
    const minutes = teams.flatMap((team) => {
      const spent = minutesToSolve(team, solves[team.teamKey] ?? {}, question);
      return spent === null ? [] : [spent];
    });
    const texts = wrong.get(question);
    let wrongGuesses = 0;
    for (const byTeam of texts?.values() ?? []) {
      for (const times of byTeam.values()) wrongGuesses += times;
    }
    return {
      question,
      onItNow: onIt.get(question) ?? 0,
      solves: teams.filter((team) => solves[team.teamKey]?.[question] !== undefined).length,
      medianMinutes: oneDecimal(median(minutes)),
      slowestMinutes: oneDecimal(slowest(minutes)),
      wrongGuesses,
      wrongAnswers: rankedWrongAnswers(texts),
    };
  });
}
