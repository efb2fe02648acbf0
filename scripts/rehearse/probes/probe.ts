import {
  BELL_GRACE_MS,
  DEVICE_CODE_LENGTH,
  GUESS_COOLDOWN_MS,
  POINTS_PER_ANSWER,
  TEAM_NAME_MAX_LENGTH,
} from '../../../src/game/numbers.ts';
import type { Riddle } from '../context.ts';

/**
 * The security model of database.rules.json (docs/game.md), point by point, probed live: each
 * probe sends one request that the database must refuse or allow. The probes are data (gathered
 * in table.ts), so a rule added to the model is a row added to one of them.
 */
export const POINTS = {
  board: 'the board (user) and the solve times are readable by all',
  register:
    'a team is created by its owner, at riddle 1, 0 points, server time, with its owner entry',
  names: `names: 1-${TEAM_NAME_MAX_LENGTH} printable ASCII, no space at either end nor two in a row, stored under their own key`,
  owners: 'one team per account (owners/), written once, with the team; none for an organizer',
  bans: 'an organizer removes and bans a team (evicted/, with its deletion); a reset one may return',
  guesses: `guesses: by the owner, for its riddle, at server time, count + 1, ${GUESS_COOLDOWN_MS / 1000} s after a wrong one only`,
  proofs:
    'proofs: write-once, by the owner, equal to the answer or an accepted spelling and to the last guess; unreadable',
  advance: `an advance: by the owner, one riddle and ${POINTS_PER_ANSWER} points, with its proof and solve, nothing else; up to ${BELL_GRACE_MS / 1000} s past the bell for a guess before it`,
  answers: 'answers and alternatives (accepted spellings): unreadable and unwritable by clients',
  devices: `device codes: one per account, its own (its uid's first ${DEVICE_CODE_LENGTH} characters), no batches`,
  organizers: 'organizers: console actions only (never a score, a name, a riddle or a start)',
  archive: 'archive: readable by all, written by no client',
  night: 'registrations and guesses only while the night is open; the schedule is no client’s',
  practice:
    'the practice oracle: only after the close, only for a right answer or an accepted spelling',
  riddles: 'riddles (Firestore): readable from their opensAt, never written by clients',
} as const;
export type Point = keyof typeof POINTS;

export type Actor =
  'signed out' | 'stranger' | 'probe team' | 'rival team' | 'organizer' | 'newcomer';
export type Team = 'probe team' | 'rival team';
export type ProbePhase = 'before the opening' | 'during the night' | 'after the close';

/** One request, as a client could send it. */
export type ProbeRequest =
  | {
      as: Actor;
      method: 'GET' | 'PUT' | 'PATCH';
      /** In the Realtime Database; '' is the root (a multi-path update). */
      path: string;
      body?: unknown;
      shallow?: boolean;
    }
  | { as: 'signed out'; firestore: 'GET' | 'PATCH'; document: string; body?: unknown };

/** What a probe may know and do: the accounts, the teams, and a few allowed moves to set the stage. */
export interface ProbeWorld {
  runId: string;
  uid(actor: Exclude<Actor, 'signed out'>): string;
  teamName(team: Team): string;
  teamKey(team: Team): string;
  riddle(number: number): Riddle;
  /** The server's clock now (ms). */
  now(): number;
  /** The team's record and last guess, as the database holds them. */
  team(team: Team): Promise<{ question: number; score: number; guesses: number }>;
  /** The code the actor's intro shows: its uid's first DEVICE_CODE_LENGTH characters, uppercased. */
  deviceCode(actor: Exclude<Actor, 'signed out'>): string;
  /** Registers the team through the site's adapter. */
  register(team: Team): Promise<void>;
  /** Answers the team's riddle right through the site's adapter (guess, proof, advance). */
  answer(team: Team): Promise<void>;
  /** Waits until the team may guess again (the wait after a wrong guess; at once after a right one). */
  waitOutGuess(team: Team): Promise<void>;
  /**
   * Waits until the team's last guess is `ms` old (server time); rejects when it is already
   * older by a second, as the stage would then prove nothing.
   */
  waitSinceGuess(team: Team, ms: number): Promise<void>;
  /** The device registers its code through the site's adapter. */
  registerDevice(actor: 'stranger' | 'organizer'): Promise<void>;
  /** The organizer disqualifies or reinstates the team through the console's adapter. */
  disqualify(team: Team, disqualified: boolean): Promise<void>;
  /** The organizer resets the team through the console's adapter (its account may return). */
  reset(team: Team): Promise<void>;
}

export interface Probe {
  phase: ProbePhase;
  point: Point;
  /** What is tried, in words. */
  name: string;
  expect: 'allowed' | 'refused';
  /** Allowed moves that set the stage; they are not the probe. */
  prepare?: (world: ProbeWorld) => Promise<void>;
  request: (world: ProbeWorld) => ProbeRequest | Promise<ProbeRequest>;
}
