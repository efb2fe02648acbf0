import type { GameSchedule, TeamRecord } from './types.ts';
import { bellAt } from './bell.ts';
import { POINTS_PER_ANSWER, QUESTION_COUNT } from './numbers.ts';

export type GamePhase = 'intro' | 'teamEntry' | 'playing' | 'finished';

export interface GameTeam {
  teamKey: string;
  teamName: string;
  /** When the team's hour ends, on this device's clock (the night's bell, corrected). */
  deadline: number;
}

export interface GameState {
  phase: GamePhase;
  team: GameTeam | null;
  /** The question on screen (QUESTION_COUNT + 1 once all are solved) and the score shown. */
  question: number;
  score: number;
  /** The record as last confirmed by the database; guesses are made from here. */
  saved: TeamRecord | null;
  /** When the team may guess again, on this device's clock (null: now). */
  nextGuessAt: number | null;
  /**
   * A guess's verdict was lost to the network (or refused at the bell); it is being finished from
   * the recorded guess, which still counts if it was right and recorded before the bell.
   */
  saveFailed: boolean;
  /** That guess was refused for good: the team's hour ran out before it was saved. */
  saveRefused: boolean;
  timeUp: boolean;
  /** The organizers disqualified the team: it can no longer answer. */
  disqualified: boolean;
  /** Set when the intro is shown again because the team name is taken. */
  alreadyLoggedIn: boolean;
  /** Set when the intro is shown again because the team was reset or moved to another device. */
  teamGone: boolean;
  /** Set when the intro is shown again because the database refused the team as late. */
  registrationClosed: boolean;
  /** After the night: the riddles again, judged by the database's practice oracle, nothing saved. */
  practice: boolean;
}

export type GameEvent =
  /** `open`: the game night (or, with no schedule in local mode, the evening) has begun. */
  | { type: 'NEXT'; open: boolean }
  | {
      type: 'TEAM_REGISTERED' | 'TEAM_RESUMED';
      teamKey: string;
      record: TeamRecord;
      /** The server's clock minus this device's, in ms. */
      clockOffset: number;
      /** The night (server times): every team's hour counts from its opening, cut by its close. */
      schedule: GameSchedule | null;
      /** When the team may guess again (device clock), from its last recorded guess. */
      nextGuessAt?: number | null;
    }
  | { type: 'PRACTICE_START'; question: number; score: number }
  | { type: 'TEAM_TAKEN' }
  /** The database refused the team: registration had closed (the phone left its note). */
  | { type: 'REGISTRATION_CLOSED' }
  /** The account may not enter a team tonight (an organizer, or evicted): back to the intro. */
  | { type: 'INELIGIBLE' }
  /** A practice answer was right (a team's right guess is GUESS_CORRECT). */
  | { type: 'ANSWER_CORRECT' }
  | { type: 'GUESS_CORRECT'; record: TeamRecord }
  /** A guess was wrong, or refused as too soon: the next may follow at `nextGuessAt`. */
  | { type: 'GUESS_WAIT'; nextGuessAt: number | null }
  | { type: 'SAVE_FAILED' }
  | { type: 'SAVE_REFUSED' }
  | { type: 'TIME_UP' }
  /** The database refused the team's guess because the organizers disqualified it. */
  | { type: 'DISQUALIFIED' }
  /** The organizers reinstated the disqualified team: it plays on from `record`. */
  | { type: 'REINSTATED'; record: TeamRecord }
  /** The organizers reset the team, or moved it to another device: this one plays it no more. */
  | { type: 'TEAM_GONE' };

export const initialGameState: GameState = {
  phase: 'intro',
  team: null,
  question: 1,
  score: 0,
  saved: null,
  nextGuessAt: null,
  saveFailed: false,
  saveRefused: false,
  timeUp: false,
  disqualified: false,
  alreadyLoggedIn: false,
  teamGone: false,
  registrationClosed: false,
  practice: false,
};

type Entry = Extract<GameEvent, { type: 'TEAM_REGISTERED' | 'TEAM_RESUMED' }>;

function enter({ teamKey, record, clockOffset, schedule, nextGuessAt = null }: Entry): GameState {
  const { question } = record;
  return {
    ...initialGameState,
    phase: question > QUESTION_COUNT ? 'finished' : 'playing',
    team: {
      teamKey,
      teamName: record.teamName,
      deadline: bellAt(record.startedAt, schedule) - clockOffset,
    },
    question,
    score: record.score,
    saved: record,
    nextGuessAt,
    disqualified: record.disqualified === true,
  };
}

/** The game's rules, with no React and no I/O: every screen change is one of these events. */
export function gameReducer(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'NEXT':
      return state.phase === 'intro' && event.open
        ? {
            ...state,
            phase: 'teamEntry',
            alreadyLoggedIn: false,
            teamGone: false,
            registrationClosed: false,
          }
        : state;
    case 'TEAM_REGISTERED':
    case 'TEAM_RESUMED':
      return state.phase === 'teamEntry' ? enter(event) : state;
    case 'PRACTICE_START':
      return state.phase === 'intro'
        ? {
            ...initialGameState,
            practice: true,
            question: event.question,
            score: event.score,
            phase: event.question > QUESTION_COUNT ? 'finished' : 'playing',
          }
        : state;
    case 'TEAM_TAKEN':
      return state.phase === 'teamEntry' ? { ...initialGameState, alreadyLoggedIn: true } : state;
    case 'REGISTRATION_CLOSED':
      return state.phase === 'teamEntry'
        ? { ...initialGameState, registrationClosed: true }
        : state;
    case 'INELIGIBLE':
      return state.phase === 'teamEntry' ? initialGameState : state;
    case 'ANSWER_CORRECT': {
      if (state.phase !== 'playing' || !state.practice) return state;
      const question = state.question + 1;
      return {
        ...state,
        question,
        score: state.score + POINTS_PER_ANSWER,
        phase: question > QUESTION_COUNT ? 'finished' : 'playing',
      };
    }
    case 'GUESS_CORRECT': {
      if (!state.saved || event.record.question <= state.saved.question) return state;
      const { question, score } = event.record;
      return {
        ...state,
        question,
        score,
        saved: event.record,
        nextGuessAt: null,
        saveFailed: false,
        phase: question > QUESTION_COUNT ? 'finished' : state.phase,
      };
    }
    case 'GUESS_WAIT':
      return state.saved ? { ...state, nextGuessAt: event.nextGuessAt, saveFailed: false } : state;
    case 'SAVE_FAILED':
      // Also once time is up: a right guess recorded before the bell still moves the team on.
      return state.phase === 'playing' && state.saved && !state.saveRefused
        ? { ...state, saveFailed: true }
        : state;
    case 'SAVE_REFUSED':
      return state.saveFailed
        ? { ...state, saveFailed: false, saveRefused: true, timeUp: true }
        : state;
    case 'TIME_UP':
      return state.phase === 'playing' ? { ...state, timeUp: true } : state;
    case 'DISQUALIFIED':
      return state.phase === 'playing' && state.team
        ? { ...state, disqualified: true, saveFailed: false, nextGuessAt: null }
        : state;
    case 'REINSTATED': {
      if (!state.disqualified || !state.team || event.record.disqualified === true) return state;
      const { question, score } = event.record;
      return { ...state, disqualified: false, saved: event.record, question, score };
    }
    case 'TEAM_GONE':
      return state.team ? { ...initialGameState, teamGone: true } : state;
  }
}
