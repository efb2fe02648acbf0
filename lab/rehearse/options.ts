import type { Plan } from '../../scripts/game-capacity/plans.ts';
import { DEFAULT_ROUND_TRIP_MS } from '../../scripts/game-capacity/round-trip.ts';
import { parseArgs } from 'node:util';
import { reasonOf } from '../../scripts/common/game-command.ts';

/** What `npm run game:rehearse` was asked to do. */
export interface RehearsalOptions {
  /** Scripted teams that play the night. */
  teams: number;
  /** How many riddles of the sample bank the night holds (null: all of them). */
  riddles: number | null;
  /** Start the Auth emulator, the loopback database and (with gcloud) Firestore, and use them. */
  emulate: boolean;
  /** With `emulate`: the rules file the loopback database judges by. */
  rulesFile: string | null;
  /** Rehearse even where a night is near, running, or has teams. */
  force: boolean;
  /** Leave what the rehearsal wrote, for a look in the console. */
  keep: boolean;
  /** Say what would happen, and connect to nothing. */
  dryRun: boolean;
  /** The emulated night at hall scale (--plan spark): null plays the short night instead. */
  hall: HallOptions | null;
}

/** `--plan spark` and what goes with it: the emulated night of docs/hall-night.md. */
export interface HallOptions {
  /** Whose limits the loopback keeps: Spark's 100 connections, or Blaze's 200,000. */
  plan: Plan;
  /** Boards open on the public leaderboard, besides the projector and two consoles. */
  spectators: number;
  /** Every team signs up from one address (a campus network), not each from its own. */
  oneAddress: boolean;
  /** Drop, lose the answers of, and stall some of the devices' requests. */
  chaos: boolean;
  /** Skip the quota step (game:schedule's raised sign-up quota). */
  quotaStep: boolean;
  /** Where the night's figures go, as JSON. */
  reportFile: string | null;
  /** How many times faster than a real night the emulated one runs. */
  compress: number;
  /** A phone's median round trip (ms of night); each request draws its own around it (--rtt). */
  roundTripMs: number;
  seed: number;
}

/** Four teams for the organizer (disqualified, reset, moved, banned), one that finishes. */
export const MIN_TEAMS = 5;
export const MAX_TEAMS = 500;
export const DEFAULT_TEAMS = 20;
export const MIN_RIDDLES = 2;
export const DEFAULT_COMPRESS = 10;
/** --chaos: fractions of the devices' requests lost, answered and lost, or answered 2 s late. */
export const CHAOS = { dropRequest: 0.02, dropAnswer: 0.02, stall: 0.05, stallMs: 2000 };
/** The options of the night at hall scale, which go with --plan spark only. */
const HALL_ARGS = {
  spectators: { type: 'string' },
  'one-address': { type: 'boolean', default: false },
  chaos: { type: 'boolean', default: false },
  'no-quota': { type: 'boolean', default: false },
  report: { type: 'string' },
  compress: { type: 'string' },
  rtt: { type: 'string' },
  seed: { type: 'string' },
} as const;

export const REHEARSAL_USAGE = `Usage:
  npm run game:rehearse [-- OPTIONS]

Plays a short game night with scripted teams and an organizer through the site's own
database requests, sends every case of the rules live, measures, and removes everything it wrote.

Options:
  --emulate        start the Auth emulator, the loopback Realtime Database and (where gcloud is
                   installed) the Firestore emulator on free ports, and rehearse there
  --rules FILE     with --emulate: the database rules to judge by (default database.rules.json)
  --teams N        scripted teams, ${MIN_TEAMS} to ${MAX_TEAMS} (default ${DEFAULT_TEAMS})
  --riddles N      play only the first N riddles of the sample bank (default: all of them)
  --force          rehearse even where a night is scheduled within 24 hours, running, or has teams
  --keep           leave the rehearsal's teams, accounts and riddles in place afterwards
  --dry-run        say what it would do, without connecting to anything

The night at hall scale (docs/hall-night.md), with --emulate only:
  --plan spark     Spark's limits on the loopback database (100 connections at once) and on
                   sign-ups (100 new accounts an hour per address, or the raised quota); teams
                   sign up anonymously and play a whole night, paced, compressed in time
  --plan blaze     the same night with Blaze's 200,000 connections: its peak unrefused
  --spectators N   boards open on the leaderboard besides the projector and two consoles (0 to 1000)
  --one-address    every team signs up from one address, as on a campus network
  --chaos          drop ${CHAOS.dropRequest * 100}% of the devices' requests, lose the answers of ${CHAOS.dropAnswer * 100}% after the write,
                   answer ${CHAOS.stall * 100}% of them ${CHAOS.stallMs / 1000} s late
  --no-quota       skip the quota step that raises the sign-up quota for the night
  --report FILE    write the night's figures to FILE as JSON
  --compress N     run the night N times faster than a real one (default ${DEFAULT_COMPRESS})
  --rtt MS         a phone's median round trip in ms (default ${DEFAULT_ROUND_TRIP_MS}); each request draws
                   its own around it, with a slow tail (docs/capacity.md#round-trips)
  --seed N         replay the same draws (thinking times, faults)

A real (staging) project needs GOOGLE_APPLICATION_CREDENTIALS (a service-account key),
FIREBASE_DATABASE_URL and FIREBASE_API_KEY (the web app's API key). Emulators already running:
FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_DATABASE_EMULATOR_HOST, GCLOUD_PROJECT and, for the
riddles, FIRESTORE_EMULATOR_HOST.`;

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

/** The options from the command line, or the problem with them. */
export function parseRehearsalArgs(
  argv: string[],
  bankSize: number,
): RehearsalOptions | { problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        emulate: { type: 'boolean', default: false },
        rules: { type: 'string' },
        teams: { type: 'string' },
        riddles: { type: 'string' },
        force: { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        plan: { type: 'string' },
        ...HALL_ARGS,
      },
    }));
  } catch (error) {
    return { problem: reasonOf(error) };
  }
  const teams = values.teams === undefined ? DEFAULT_TEAMS : wholeNumber(values.teams);
  if (teams === null || teams < MIN_TEAMS || teams > MAX_TEAMS) {
    return { problem: `--teams takes a whole number from ${MIN_TEAMS} to ${MAX_TEAMS}.` };
  }
  const riddles = values.riddles === undefined ? null : wholeNumber(values.riddles);
  if (
    values.riddles !== undefined &&
    (riddles === null || riddles < MIN_RIDDLES || riddles > bankSize)
  ) {
    return { problem: `--riddles takes a whole number from ${MIN_RIDDLES} to ${bankSize}.` };
  }
  if (values.rules !== undefined && !values.emulate) {
    return {
      problem:
        '--rules works with --emulate only: a real project judges by the rules deployed there.',
    };
  }
  const hall = hallOptions(values, argv);
  if (hall !== null && 'problem' in hall) return hall;
  if (hall && !values.emulate) {
    return {
      problem: '--plan works with --emulate only: a real project has its own plan and limits.',
    };
  }
  return {
    teams,
    riddles,
    emulate: values.emulate,
    rulesFile: values.rules ?? null,
    force: values.force,
    keep: values.keep,
    dryRun: values['dry-run'],
    hall,
  };
}

interface HallValues {
  plan?: string;
  spectators?: string;
  'one-address': boolean;
  chaos: boolean;
  'no-quota': boolean;
  report?: string;
  compress?: string;
  rtt?: string;
  seed?: string;
}

function hallOptions(values: HallValues, argv: string[]): HallOptions | { problem: string } | null {
  if (values.plan === undefined) {
    const stray = Object.keys(HALL_ARGS).find((name) => argv.includes(`--${name}`));
    return stray ? { problem: `--${stray} works with --plan spark only.` } : null;
  }
  const plan = values.plan;
  if (plan !== 'spark' && plan !== 'blaze') return { problem: '--plan takes spark or blaze.' };
  const spectators = values.spectators === undefined ? 0 : wholeNumber(values.spectators);
  if (spectators === null || spectators > 1000) {
    return { problem: '--spectators takes a whole number from 0 to 1000.' };
  }
  const compress = values.compress === undefined ? DEFAULT_COMPRESS : wholeNumber(values.compress);
  if (compress === null || compress < 1 || compress > 200) {
    return { problem: '--compress takes a whole number from 1 to 200.' };
  }
  const roundTripMs = values.rtt === undefined ? DEFAULT_ROUND_TRIP_MS : wholeNumber(values.rtt);
  if (roundTripMs === null || roundTripMs < 1 || roundTripMs > 10_000) {
    return { problem: '--rtt takes a whole number of milliseconds from 1 to 10000.' };
  }
  const seed = values.seed === undefined ? Date.now() % 1_000_000 : wholeNumber(values.seed);
  if (seed === null) return { problem: '--seed takes a whole number.' };
  return {
    plan,
    spectators,
    oneAddress: values['one-address'],
    chaos: values.chaos,
    quotaStep: !values['no-quota'],
    reportFile: values.report ?? null,
    compress,
    roundTripMs,
    seed,
  };
}
