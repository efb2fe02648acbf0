import type { TeamRecord } from '../../backend/ports.ts';
import { POINTS_PER_ANSWER, QUESTION_COUNT, TIME_LIMIT_MS } from '../../backend/game-rules.ts';

export type GamePhase = 'intro' | 'teamEntry' | 'playing' | 'finished';

export interface GameTeam {
  teamKey: string;
  teamName: string;
  /** When the team's hour ends, on this device's clock (the server's start time, corrected). */
  deadline: number;
}

export interface GameState {
  phase: GamePhase;
  team: GameTeam | null;
  /** The question on screen (QUESTION_COUNT + 1 once all are solved) and the score shown. */
  question: number;
  score: number;
  /** The record as last confirmed by the database; saves continue from here. */
  saved: TeamRecord | null;
  /** Proofs of correct answers not yet saved, oldest first. */
  unsaved: string[];
  saveFailed: boolean;
  /** The server refused the unsaved answers for good: they came after the hour. */
  saveRefused: boolean;
  timeUp: boolean;
  /** Set when the intro is shown again because the team name is taken. */
  alreadyLoggedIn: boolean;
  /** After the night: the riddles again, judged in the browser, nothing saved anywhere. */
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
      /** The end of the night (server time), which cuts the team's hour short. */
      closesAt: number | null;
      /** Correct answers this device had not saved yet when it left, from `record.question` on. */
      unsaved?: string[];
    }
  | { type: 'PRACTICE_START'; question: number; score: number }
  | { type: 'TEAM_TAKEN' }
  | { type: 'ANSWER_CORRECT'; proof: string }
  | { type: 'SAVE_CONFIRMED'; record: TeamRecord }
  | { type: 'SAVE_FAILED' }
  | { type: 'SAVE_REFUSED' }
  | { type: 'TIME_UP' };

export const initialGameState: GameState = {
  phase: 'intro',
  team: null,
  question: 1,
  score: 0,
  saved: null,
  unsaved: [],
  saveFailed: false,
  saveRefused: false,
  timeUp: false,
  alreadyLoggedIn: false,
  practice: false,
};

type Entry = Extract<GameEvent, { type: 'TEAM_REGISTERED' | 'TEAM_RESUMED' }>;

function enter({ teamKey, record, clockOffset, closesAt, unsaved = [] }: Entry): GameState {
  const question = record.question + unsaved.length;
  const hourEnds = record.startedAt + TIME_LIMIT_MS;
  return {
    ...initialGameState,
    phase: question > QUESTION_COUNT ? 'finished' : 'playing',
    team: {
      teamKey,
      teamName: record.teamName,
      deadline: Math.min(hourEnds, closesAt ?? hourEnds) - clockOffset,
    },
    question,
    score: record.score + unsaved.length * POINTS_PER_ANSWER,
    saved: record,
    unsaved,
  };
}

/** The game's rules, with no React and no I/O: every screen change is one of these events. */
export function gameReducer(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'NEXT':
      return state.phase === 'intro' && event.open
        ? { ...state, phase: 'teamEntry', alreadyLoggedIn: false }
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
    case 'ANSWER_CORRECT': {
      if (state.phase !== 'playing' || state.timeUp) return state;
      const question = state.question + 1;
      return {
        ...state,
        question,
        score: state.score + POINTS_PER_ANSWER,
        unsaved: state.practice ? [] : [...state.unsaved, event.proof],
        phase: question > QUESTION_COUNT ? 'finished' : 'playing',
      };
    }
    case 'SAVE_CONFIRMED':
      return state.unsaved.length === 0
        ? state
        : { ...state, saved: event.record, unsaved: state.unsaved.slice(1), saveFailed: false };
    case 'SAVE_FAILED':
      return state.unsaved.length === 0 ? state : { ...state, saveFailed: true };
    case 'SAVE_REFUSED':
      // The score falls back to what the server holds; the finish screen stays a finish.
      return state.unsaved.length === 0 || !state.saved
        ? state
        : {
            ...state,
            question: state.phase === 'finished' ? state.question : state.saved.question,
            score: state.saved.score,
            unsaved: [],
            saveFailed: false,
            saveRefused: true,
            timeUp: true,
          };
    case 'TIME_UP':
      return state.phase === 'playing' ? { ...state, timeUp: true } : state;
  }
}
