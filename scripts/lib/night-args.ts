import { MAX_NIGHT_HOURS, nightSchedule, parseHours, parseOpens } from './night-time.ts';

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

export const SCHEDULE_USAGE = `Usage: npm run game:schedule -- --opens DATE --hours N [--replace] [--dry-run]
Writes RTDB game/schedule = { opensAt, closesAt } and stamps every Firestore
questions/* document with the same opensAt (riddles are unreadable before it).
${COMMON}
${REFUSAL}`;

export const UPLOAD_USAGE = `Usage: npm run questions:upload -- FILE --opens DATE --hours N [--replace] [--replace-live] [--dry-run]
       npm run questions:upload -- FILE --no-schedule [--replace-live] [--dry-run]
Writes each riddle whole to Firestore questions/{qNo}, stamped with opensAt, its proof
to RTDB answers/{qNo}, the proofs of its accepted spellings ("accept") to RTDB
alternatives/{qNo}, and the night to RTDB game/schedule, so the two never disagree.
${COMMON}
  --no-schedule  upload without a night: nobody can read the riddles until
                 npm run game:schedule; refused once a night is set
  --replace-live change the answers or accepted spellings of a bank already uploaded
                 (the night must not have opened yet)
${REFUSAL}`;

export const NEW_NIGHT_USAGE = `Usage: npm run game:new-night -- --opens DATE (--closes DATE | --hours N) [--force] [--dry-run]
Ends the night in game/schedule and sets the next one, in this order:
copies its standings to RTDB archive/{YYYY-MM-DD} (the day it opened, India time),
clears user, proofs, guesses, owners, solves, evicted, devices, game/announcement
and game/frozenAt (it keeps admins, answers, alternatives and every archive),
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

const NIGHT_OPTIONS = {
  flags: new Set(['--dry-run', '--replace', '--no-schedule', '--replace-live']),
  valued: new Set(['--opens', '--hours']),
};
const NEW_NIGHT_OPTIONS = {
  flags: new Set(['--dry-run', '--force']),
  valued: new Set(['--opens', '--closes', '--hours']),
};

function tokenize(argv, { flags, valued }) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name = '', inline] = arg.split(/=(.*)/s);
    if (flags.has(arg)) options[arg] = true;
    else if (valued.has(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) return { problem: `${name} needs a value.` };
      if (name in options) return { problem: `${name} is given twice.` };
      options[name] = value;
    } else if (arg.startsWith('-')) return { problem: `Unknown option ${arg}.` };
    else positional.push(arg);
  }
  return { options, positional };
}

function readSchedule(options) {
  const opens = parseOpens(options['--opens']);
  if (opens.problem) return opens;
  const hours = parseHours(options['--hours']);
  if (hours.problem) return hours;
  return {
    schedule: nightSchedule(opens.opensAt, hours.hours),
    offsetMinutes: opens.offsetMinutes,
  };
}

/**
 * Parses `game:schedule` (`withBank` false) or `questions:upload` (`withBank` true)
 * arguments. Returns `{ problem }` or
 * `{ file?, schedule, offsetMinutes, dryRun, replace, replaceLive? }` (`file` and
 * `replaceLive` for an upload), `schedule` being null only for an upload with `--no-schedule`.
 */
export function parseNightArgs(argv, { withBank }) {
  const tokens = tokenize(argv, NIGHT_OPTIONS);
  if (tokens.problem) return tokens;
  const { options, positional } = tokens;
  const flags = { dryRun: Boolean(options['--dry-run']), replace: Boolean(options['--replace']) };
  const file = {};
  if (withBank) {
    if (positional.length !== 1) return { problem: 'Give exactly one question bank FILE.' };
    Object.assign(file, { file: positional[0] });
    Object.assign(flags, { replaceLive: Boolean(options['--replace-live']) });
  } else {
    const uploadOnly = ['--no-schedule', '--replace-live'].find((flag) => options[flag]);
    if (uploadOnly) return { problem: `Unknown option ${uploadOnly}.` };
    if (positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
  }

  if (options['--no-schedule']) {
    if ('--opens' in options || '--hours' in options || flags.replace) {
      return { problem: '--no-schedule cannot go with --opens, --hours or --replace.' };
    }
    return { ...file, schedule: null, offsetMinutes: 0, ...flags };
  }
  if (!('--opens' in options) || !('--hours' in options)) {
    return {
      problem: withBank
        ? 'Give the night with --opens and --hours (or say --no-schedule to upload hidden riddles).'
        : 'Give the night with --opens and --hours.',
    };
  }
  const night = readSchedule(options);
  if (night.problem) return night;
  return { ...file, ...night, ...flags };
}

function readCloses(options) {
  const opens = parseOpens(options['--opens']);
  if (opens.problem) return opens;
  const closes = parseOpens(options['--closes'], '--closes');
  if (closes.problem) return closes;
  const hours = (closes.opensAt - opens.opensAt) / 3_600_000;
  if (!(hours > 0 && hours <= MAX_NIGHT_HOURS)) {
    return { problem: `--closes must come after --opens, at most ${MAX_NIGHT_HOURS} hours later.` };
  }
  return {
    schedule: { opensAt: opens.opensAt, closesAt: closes.opensAt },
    offsetMinutes: opens.offsetMinutes,
  };
}

/**
 * Parses `game:new-night` arguments: `--opens` with `--closes` or `--hours`.
 * Returns `{ problem }` or `{ schedule, offsetMinutes, dryRun, force }`.
 */
export function parseNewNightArgs(argv) {
  const tokens = tokenize(argv, NEW_NIGHT_OPTIONS);
  if (tokens.problem) return tokens;
  const { options, positional } = tokens;
  if (positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
  if (!('--opens' in options) || '--closes' in options === '--hours' in options) {
    return { problem: 'Give the new night with --opens and either --closes or --hours.' };
  }
  const night = '--closes' in options ? readCloses(options) : readSchedule(options);
  if (night.problem) return night;
  return { ...night, dryRun: Boolean(options['--dry-run']), force: Boolean(options['--force']) };
}
