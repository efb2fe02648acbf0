import { POINTS_PER_ANSWER, QUESTION_COUNT } from '@/game/numbers.ts';
import { rankTeams } from '@/game/ranking.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';

/**
 * The records of a night as the database keeps them (`user`, `solves`, `typed`, `alternatives`,
 * `game/frozenAt`), changed by the night's events as the rules allow them: the truth that every
 * view of the organizers' numbers must show.
 */
export interface NightRecords {
  now: number;
  /** Which night (a new night clears the teams, their solves, answers and spellings). */
  night: number;
  teams: Record<string, TeamStanding>;
  solves: Solves;
  typed: TypedAnswers;
  guesses: Record<string, number>;
  accepted: Record<number, readonly string[]>;
  frozenAt: number | null;
}

export const TEAM_NAMES = ['amps', 'bits', 'coils', 'diodes'] as const;
/** Riddle q's answer; the wrong answers come from a few texts, so they repeat and are accepted. */
export const answerOf = (question: number) => `answer${question}`;
export const WRONG_TEXTS = ['condenser', 'edison', 'volta'] as const;

export type NightEvent =
  | { type: 'register' | 'reset' | 'disqualify' | 'reinstate'; team: number }
  | { type: 'guess'; team: number; text: number }
  | { type: 'accept'; team: number; text: number }
  | { type: 'freeze' | 'unfreeze' | 'new night' }
  | { type: 'wait'; ms: number };

export const emptyNight = (): NightRecords => ({
  now: 1_000_000,
  night: 1,
  teams: {},
  solves: {},
  typed: {},
  guesses: {},
  accepted: {},
  frozenAt: null,
});

const without = <T>(table: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(table).filter(([k]) => k !== key));

/** A guess as the database judges it: recorded with what was typed, then moved on when right. */
function guess(night: NightRecords, key: string, text: string): NightRecords {
  const team = night.teams[key];
  if (!team || team.disqualified === true || team.question > QUESTION_COUNT) return night;
  const count = (night.guesses[key] ?? 0) + 1;
  const recorded = {
    ...night,
    guesses: { ...night.guesses, [key]: count },
    typed: {
      ...night.typed,
      [key]: { ...night.typed[key], [count]: { question: team.question, text } },
    },
  };
  const right = text === answerOf(team.question) || night.accepted[team.question]?.includes(text);
  if (!right) return recorded;
  const moved = {
    ...team,
    question: team.question + 1,
    score: team.score + POINTS_PER_ANSWER,
    timestamp: night.now,
  };
  return {
    ...recorded,
    teams: { ...night.teams, [key]: moved },
    solves: { ...night.solves, [key]: { ...night.solves[key], [team.question]: night.now } },
  };
}

/** The records after `event`, each event a little later than the one before. */
export function applyEvent(before: NightRecords, event: NightEvent): NightRecords {
  const night = { ...before, now: before.now + 1 + (event.type === 'wait' ? event.ms : 0) };
  const key = 'team' in event ? (TEAM_NAMES[event.team] ?? 'amps') : '';
  const team = night.teams[key];
  switch (event.type) {
    case 'register': {
      if (team) return night;
      const record = { teamKey: key, teamName: key, question: 1, score: 0, owner: key };
      const created = { ...record, startedAt: night.now, timestamp: night.now };
      return { ...night, teams: { ...night.teams, [key]: created } };
    }
    case 'guess': {
      const text = WRONG_TEXTS[event.text] ?? answerOf(team?.question ?? 1);
      return guess(night, key, text);
    }
    case 'accept': {
      const text = WRONG_TEXTS[event.text] ?? 'volta';
      if (!team || team.question > QUESTION_COUNT) return night;
      const spellings = night.accepted[team.question] ?? [];
      return { ...night, accepted: { ...night.accepted, [team.question]: [...spellings, text] } };
    }
    case 'reset':
      return {
        ...night,
        teams: without(night.teams, key),
        solves: without(night.solves, key),
        typed: without(night.typed, key),
        guesses: without(night.guesses, key),
      };
    case 'disqualify':
    case 'reinstate':
      if (!team) return night;
      return {
        ...night,
        teams: { ...night.teams, [key]: { ...team, disqualified: event.type === 'disqualify' } },
      };
    case 'freeze':
      return { ...night, frozenAt: night.frozenAt ?? night.now };
    case 'unfreeze':
      return { ...night, frozenAt: null };
    case 'new night':
      return { ...emptyNight(), now: night.now, night: night.night + 1 };
    case 'wait':
      return night;
  }
}

/** The board as the database lists it now, ranked. */
export const boardOf = (night: NightRecords): TeamStanding[] =>
  rankTeams(Object.values(night.teams));

/** Each team's solves as a view opened now reads them: the truth. */
export const solvesOf = (night: NightRecords, teams: readonly TeamStanding[]): Solves =>
  Object.fromEntries(
    teams.map((team) => [
      team.teamKey,
      Object.fromEntries(
        Object.entries(night.solves[team.teamKey] ?? {}).filter(([q]) => Number(q) < team.question),
      ),
    ]),
  );
