import { parseArgs } from 'node:util';
import { ACCOUNT_LEAD_MINUTES, MAX_NIGHT_HOURS } from '../../src/game/numbers.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import { nightSchedule, parseHours, parseOpens } from './night-time.ts';
import type { Outcome } from './outcome.ts';
import {
  DEFAULT_SIGN_UPS_PER_HOUR,
  MAX_SIGN_UP_QUOTA,
  SIGN_UPS_PER_TEAM,
} from '../game-schedule/signup-quota.ts';

const REFUSAL = `It refuses, writing nothing, when the databases already hold another night:
a game/schedule with other times, or a riddle stamped with another opensAt.
Add --replace to move the night on purpose (riddles open at the new time).
It never publishes early: it refuses a night that has already opened (running or
over), where a riddle would be readable at once. Run npm run game:new-night first:
it archives that night and sets the next one.`;

const COMMON = `  --opens DATE   when the night opens, with its UTC offset: 2026-12-05T18:00+05:30
  --hours N      how long it stays open (above 0, at most 24), e.g. 2
  --replace      overwrite a different night already in the databases
  --dry-run      check the arguments and print what would be written; connects to nothing`;

export const SCHEDULE_USAGE = `Usage: npm run game:schedule -- --opens DATE --hours N [--teams N] [--replace] [--dry-run]
Writes RTDB game/schedule = { opensAt, closesAt } and stamps every Firestore
questions/* document with the same opensAt (riddles are unreadable before it).
${COMMON}
  --teams N      then raise the sign-up quota for N teams on one network: ${SIGN_UPS_PER_TEAM} new
                 accounts a team an hour per IP address (Firebase allows ${DEFAULT_SIGN_UPS_PER_HOUR}, the quota
                 at most ${MAX_SIGN_UP_QUOTA}), from ${ACCOUNT_LEAD_MINUTES} minutes before the opening to the close,
                 through the Identity Toolkit admin API, and read it back
${REFUSAL}`;

export const UPLOAD_USAGE = `Usage: npm run questions:upload -- FILE --opens DATE --hours N [--replace] [--replace-live] [--dry-run]
       npm run questions:upload -- FILE --no-schedule [--replace-live] [--dry-run]
Writes each riddle whole to Firestore questions/{qNo}, stamped with opensAt, its proof
to RTDB answers/{qNo}, the proofs of its accepted spellings ("accept") to RTDB
alternatives/{qNo}, its help ("hints", "nudges", "solution") to RTDB hints/{qNo},
nudges/{qNo}, solutions/{qNo} and aids/{qNo}, and the night to RTDB game/schedule,
so the two never disagree.
${COMMON}
  --no-schedule  upload without a night: nobody can read the riddles until
                 npm run game:schedule; refused once a night is set
  --replace-live change the answers or accepted spellings of a bank already uploaded
                 (the night must not have opened yet)
${REFUSAL}`;

export const NEW_NIGHT_USAGE = `Usage: npm run game:new-night -- --opens DATE (--closes DATE | --hours N) [--force] [--dry-run]
Ends the night in game/schedule and sets the next one, in this order:
copies its standings to RTDB archive/{YYYY-MM-DD} (the day it opened, India time),
clears user, proofs, guesses, owners, solves, evicted, devices, game/announcement,
game/errata, game/frozenAt and game/released (it keeps admins, answers, alternatives,
the riddles' help and every archive),
then writes the new night as npm run game:schedule does (game/schedule and every
riddle's opensAt). It never overwrites or deletes an archive entry.
  --opens DATE   when the new night opens, with its UTC offset: 2026-12-05T18:00+05:30
  --closes DATE  when it closes, the same way (or --hours)
  --hours N      how long it stays open (above 0, at most ${MAX_NIGHT_HOURS}), e.g. 2
  --force        go ahead while the current night is still running (its standings
                 are archived as they are), or clear teams no night can be archived for
  --dry-run      read the databases and print what would be done; writes nothing
It refuses, writing nothing, while the current night runs (without --force), when
archive/{date} already holds a different night, or when the new night has already opened.`;

export type OptionSpec = Record<string, { type: 'boolean' | 'string' }>;

const NIGHT_OPTIONS: OptionSpec = {
  opens: { type: 'string' },
  hours: { type: 'string' },
  'dry-run': { type: 'boolean' },
  replace: { type: 'boolean' },
  'no-schedule': { type: 'boolean' },
  'replace-live': { type: 'boolean' },
  teams: { type: 'string' },
};
const NEW_NIGHT_OPTIONS: OptionSpec = {
  opens: { type: 'string' },
  closes: { type: 'string' },
  hours: { type: 'string' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
};

/** The options given (a flag as true, a value as its text) and the other arguments. */
export interface ParsedArgs {
  options: Record<string, string | true>;
  positional: string[];
}

/**
 * Reads `argv` with node:util's parseArgs, then holds it to `spec`: every option known, a value
 * for each valued one (spaced or after =), none for a flag, and each valued one given once.
 */
export function readArgs(argv: string[], spec: OptionSpec): Outcome<ParsedArgs> {
  const { tokens } = parseArgs({
    args: argv,
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const options: ParsedArgs['options'] = {};
  const positional: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positional.push(token.value);
    if (token.kind !== 'option') continue;
    const type = spec[token.name]?.type;
    const name = `--${token.name}`;
    if (type === undefined) return { problem: `Unknown option ${token.rawName}.` };
    if (type === 'boolean') {
      if (token.value !== undefined) return { problem: `${name} takes no value.` };
      options[token.name] = true;
      continue;
    }
    if (token.value === undefined) return { problem: `${name} needs a value.` };
    if (token.name in options) return { problem: `${name} is given twice.` };
    options[token.name] = token.value;
  }
  return { options, positional };
}

const text = (value: string | true | undefined) => (typeof value === 'string' ? value : undefined);

/** A night and the UTC offset it was given in, which the command's messages use. */
export interface NightTimes {
  schedule: GameSchedule;
  offsetMinutes: number;
}

function readSchedule(options: ParsedArgs['options']): Outcome<NightTimes> {
  const opens = parseOpens(text(options.opens));
  if (opens.problem !== undefined) return { problem: opens.problem };
  const hours = parseHours(text(options.hours));
  if (hours.problem !== undefined) return { problem: hours.problem };
  return {
    schedule: nightSchedule(opens.opensAt, hours.hours),
    offsetMinutes: opens.offsetMinutes,
  };
}

/** What game:schedule and questions:upload were asked to do. */
export interface ScheduleArgs {
  /** The question bank (an upload only). */
  file?: string;
  /** Null only for an upload with --no-schedule. */
  schedule: GameSchedule | null;
  offsetMinutes: number;
  dryRun: boolean;
  replace: boolean;
  /** An upload only. */
  replaceLive?: boolean;
  /** game:schedule only: the teams the sign-up quota is raised for. */
  teams?: number;
}

const MAX_TEAMS = 100_000;

function readTeams(text: string): Outcome<{ teams: number }> {
  const teams = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(teams >= 1 && teams <= MAX_TEAMS)) {
    return { problem: `--teams "${text}" must be a whole number of teams, at least 1, e.g. 300.` };
  }
  return { teams };
}

/**
 * Parses `game:schedule` (`withBank` false) or `questions:upload` (`withBank` true)
 * arguments: `{ problem }`, or the night (`schedule` null only for an upload with
 * `--no-schedule`) with the flags, and for an upload its `file` and `replaceLive`.
 */
export function parseScheduleArgs(
  argv: string[],
  { withBank }: { withBank: boolean },
): Outcome<ScheduleArgs> {
  const given = readArgs(argv, NIGHT_OPTIONS);
  if (given.problem !== undefined) return { problem: given.problem };
  const { options, positional } = given;
  const flags = { dryRun: options['dry-run'] === true, replace: options.replace === true };
  // What only one of the two commands takes.
  const own: Pick<ScheduleArgs, 'file' | 'replaceLive' | 'teams'> = {};
  if (withBank) {
    if ('teams' in options) return { problem: 'Unknown option --teams.' };
    if (positional.length !== 1) return { problem: 'Give exactly one question bank FILE.' };
    Object.assign(own, { file: positional[0], replaceLive: options['replace-live'] === true });
  } else {
    const uploadOnly = ['no-schedule', 'replace-live'].find((flag) => options[flag]);
    if (uploadOnly) return { problem: `Unknown option --${uploadOnly}.` };
    if (positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
    const teams = text(options.teams);
    if (teams !== undefined) {
      const read = readTeams(teams);
      if (read.problem !== undefined) return { problem: read.problem };
      own.teams = read.teams;
    }
  }

  if (options['no-schedule']) {
    if ('opens' in options || 'hours' in options || flags.replace) {
      return { problem: '--no-schedule cannot go with --opens, --hours or --replace.' };
    }
    return { ...own, schedule: null, offsetMinutes: 0, ...flags };
  }
  if (!('opens' in options) || !('hours' in options)) {
    return {
      problem: withBank
        ? 'Give the night with --opens and --hours (or say --no-schedule to upload hidden riddles).'
        : 'Give the night with --opens and --hours.',
    };
  }
  const night = readSchedule(options);
  if (night.problem !== undefined) return { problem: night.problem };
  return { ...own, ...night, ...flags };
}

function readCloses(options: ParsedArgs['options']): Outcome<NightTimes> {
  const opens = parseOpens(text(options.opens));
  if (opens.problem !== undefined) return { problem: opens.problem };
  const closes = parseOpens(text(options.closes), '--closes');
  if (closes.problem !== undefined) return { problem: closes.problem };
  const hours = (closes.opensAt - opens.opensAt) / 3_600_000;
  if (!(hours > 0 && hours <= MAX_NIGHT_HOURS)) {
    return { problem: `--closes must come after --opens, at most ${MAX_NIGHT_HOURS} hours later.` };
  }
  return {
    schedule: { opensAt: opens.opensAt, closesAt: closes.opensAt },
    offsetMinutes: opens.offsetMinutes,
  };
}

/** What game:new-night was asked to do. */
export interface NewNightArgs extends NightTimes {
  dryRun: boolean;
  force: boolean;
}

/** Parses `game:new-night` arguments: `--opens` with `--closes` or `--hours`. */
export function parseNewNightArgs(argv: string[]): Outcome<NewNightArgs> {
  const given = readArgs(argv, NEW_NIGHT_OPTIONS);
  if (given.problem !== undefined) return { problem: given.problem };
  const { options, positional } = given;
  if (positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
  if (!('opens' in options) || 'closes' in options === 'hours' in options) {
    return { problem: 'Give the new night with --opens and either --closes or --hours.' };
  }
  const night = 'closes' in options ? readCloses(options) : readSchedule(options);
  if (night.problem !== undefined) return { problem: night.problem };
  return { ...night, dryRun: options['dry-run'] === true, force: options.force === true };
}
