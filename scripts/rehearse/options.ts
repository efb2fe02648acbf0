import { parseArgs } from 'node:util';

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
}

/** Four teams for the organizer (disqualified, reset, moved, banned), one that finishes. */
export const MIN_TEAMS = 5;
export const MAX_TEAMS = 500;
export const DEFAULT_TEAMS = 20;
export const MIN_RIDDLES = 2;

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
      },
    }));
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
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
  return {
    teams,
    riddles,
    emulate: values.emulate,
    rulesFile: values.rules ?? null,
    force: values.force,
    keep: values.keep,
    dryRun: values['dry-run'],
  };
}
