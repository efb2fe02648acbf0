import { NIGHT_DOWNLOAD_SHARE } from '../../scripts/game-capacity/capacity-model.ts';
import { FREE } from '../../scripts/game-capacity/plans.ts';
import type { RehearsalTarget } from '../rehearse/target.ts';
import type { NightClock } from './night-clock.ts';

/**
 * What the capacity model lets a night use of Spark's download (docs/capacity.md, "How the model
 * counts"), which the emulated night must hold; its peak must stay within its plan's connections.
 */
export const NIGHT_BUDGET = {
  rtdbDownloadBytes: NIGHT_DOWNLOAD_SHARE * FREE.downloadBytesPerMonth,
};

const MINUTE = 60_000;

/** How the emulated night goes, in the night's own time (docs/hall-night.md). */
export const PACE = {
  /** The night starts this long before the opening: phones open /CoS and sign up, boards open. */
  early: 5 * MINUTE,
  /** Phones open /CoS evenly over this long from the night's start (3 minutes after the opening). */
  phoneArrivals: 8 * MINUTE,
  /** Boards open evenly over this long from the night's start, and stay open to the end. */
  boardArrivals: 10 * MINUTE,
  /** A player presses NEXT this long after it appears at the opening. */
  reaction: [1000, 8000],
  /** Typing the team's name, after NEXT. */
  typingName: [10_000, 30_000],
  /** A team's speed: its thinking times are multiplied by a factor drawn from this range. */
  pace: [0.6, 1.6],
  /** Reading a riddle until the first answer, and again after a wrong one. */
  think: [75_000, 225_000],
  rethink: [10_000, 60_000],
  /** Wrong answers before the right one: 0, 1, 2 or 3 with these chances. */
  wrongs: [0.4, 0.3, 0.2, 0.1],
  /** No answer is typed this close to the team's bell: the network could carry it past. */
  lastAnswerBeforeBell: 10_000,
  /** The night closes this long after every team's hour (from the opening) and its grace. */
  afterLastHour: 2 * MINUTE,
} as const;

/** A riddle as the hall's phones know it: what to type, right or as an accepted spelling. */
export interface PhoneRiddle {
  qNo: string;
  number: number;
  answer: string;
  /** A spelling the bank accepts besides the answer, which every other team types. */
  accepted: string | null;
}

/** What the devices' thread is told (worker data). */
export interface HallPlan {
  clock: NightClock;
  /** The emulators; the phones sign up at the limiter in front of the Auth emulator. */
  target: RehearsalTarget;
  /** The sign-up limiter, `host:port`. */
  authHost: string;
  schedule: { opensAt: number; closesAt: number };
  runId: string;
  teams: number;
  spectators: number;
  /** The consoles' organizer: signed in with an e-mail account, so no sign-up. */
  organizer: { uid: string; idToken: string };
  consoles: number;
  oneAddress: boolean;
  /** A phone's median round trip (ms of night): late timers are judged against it. */
  roundTripMs: number;
  riddles: PhoneRiddle[];
  wrongAnswer: string;
  seed: number;
}

/** What became of one team's phone. */
export interface PhoneOutcome {
  teamKey: string;
  /** Its account: had, or refused (for the quota) at every try. */
  account: 'had' | 'refused' | 'failed';
  registered: boolean;
  /** Riddles it typed the right answer to, before its bell. */
  typedRight: number;
  /** What the phone shows at the end. */
  question: number;
  score: number;
  /** An answer whose verdict was never learnt, or an error that stopped the play. */
  stuck: string | null;
}

/** Requests per answer judged without a fault (answers, their requests), and with one. */
export interface AnswerRequests {
  right: [number, number];
  wrong: [number, number];
  faulted: number;
}

export interface HallResult {
  phones: PhoneOutcome[];
  answers: AnswerRequests;
  firestoreReads: number;
  /** Errors the boards' watches reported (they keep what they show and try again). */
  boardErrors: Record<string, number>;
  /** How busy the devices' thread was, 0 to 1. */
  busy: number;
  /** Its timers, and those that ran more than a phone's round trip late (night time). */
  timers: { count: number; lateOverRoundTrip: number };
}

/** A generator of numbers in [0, 1) from `seed` (mulberry32), so that a night can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number drawn evenly from `[low, high]`. */
export const between = (random: () => number, [low, high]: readonly number[]) =>
  (low ?? 0) + random() * ((high ?? 0) - (low ?? 0));
