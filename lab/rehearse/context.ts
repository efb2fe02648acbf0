import { setTimeout as sleep } from 'node:timers/promises';
import { createRestNight } from '../../src/backend/rtdb/night-rest.ts';
import { createRestTeams } from '../../src/backend/rtdb/teams-rest.ts';
import { createRestAids } from '../../src/backend/rtdb/aids-rest.ts';
import type {
  AidPort,
  GameIdentity,
  NightPort,
  QuestionPort,
  TeamPort,
} from '../../src/backend/ports.ts';
import type { TeamRecord } from '../../src/game/types.ts';
import type { Admin } from './admin.ts';
import type { ServerClock } from './identities.ts';
import type { Ledger } from './ledger.ts';
import type { Meter } from './meter.ts';
import type { RehearsalOptions } from './options.ts';
import type { Reporter } from './report.ts';
import type { RehearsalTarget } from './target.ts';

/** A riddle of the rehearsal's bank, with the proofs a right and a wrong answer give. */
export interface Riddle {
  number: number;
  qNo: string;
  /** What the scripted teams type to get it right. */
  answer: string;
  right: string;
  /** Another spelling the bank accepts (its `accept` list's first), as typed, and its proof. */
  accepted: { typed: string; proof: string } | null;
  wrong: string;
  /** The bank gives it nudges: the site reads the reply to each wrong answer (a third request). */
  nudged: boolean;
}

/** What every phase of the rehearsal works with. */
export interface Context {
  target: RehearsalTarget;
  options: RehearsalOptions;
  admin: Admin;
  ledger: Ledger;
  meter: Meter;
  clock: ServerClock;
  report: Reporter;
  signal: AbortSignal;
  /** Four hex digits in every team name the rehearsal makes, so that runs never meet. */
  runId: string;
  /** The riddles the teams play (`--riddles`). */
  riddles: Riddle[];
  /** Every riddle of the night's bank, the played ones first: the proofs the cases use. */
  proofs: Riddle[];
  /** The site's riddle adapter (Firestore), or null where there is no Firestore. */
  questions: QuestionPort | null;
  /** With --plan spark, the night at hall scale that game:rehearse hands in (lab/hall-night/). */
  hallNight: HallNight | null;
}

/** A night played in place of the short one, by the organizer's side and the hall's devices. */
export type HallNight = (context: Context, organizer: Player) => Promise<unknown>;

/** One browser: an account with its own adapters, as a device running the site has. */
export interface Player {
  label: string;
  identity: GameIdentity;
  teams: TeamPort;
  night: NightPort;
  aids: AidPort;
  teamName: string | null;
  teamKey: string | null;
  record: TeamRecord | null;
  /** Types a riddle's accepted spelling, where the bank gives one, rather than its answer. */
  typesAccepted: boolean;
}

/** How often the leaderboard and the night are read again by the scripted browsers. */
export const REFRESH_MS = 1000;

export function newPlayer(
  context: Context,
  identity: GameIdentity,
  label: string,
  typesAccepted = false,
): Player {
  const { databaseURL } = context.target;
  const fetch = context.meter.fetch;
  return {
    label,
    identity,
    // No EventSource in Node 20: the leaderboard polls, as the site does where streaming fails.
    teams: createRestTeams(databaseURL, { fetch, EventSource: undefined, pollMs: REFRESH_MS }),
    night: createRestNight(databaseURL, { fetch, refreshMs: REFRESH_MS }),
    aids: createRestAids(databaseURL, fetch),
    teamName: null,
    teamKey: null,
    record: null,
    typesAccepted,
  };
}

/** Waits `ms`, or rejects at once when the rehearsal is interrupted. */
export function pause(context: Context, ms: number): Promise<void> {
  return sleep(Math.max(0, ms), undefined, { signal: context.signal });
}

/** The server's time now, as the database's own stamps taught the rehearsal. */
export const serverNow = (context: Context) => Date.now() + context.clock.offset;
