import { nightSchedule, parseHours, parseOpens } from './night-time.mjs';

const REFUSAL = `It refuses, writing nothing, when the databases already hold another night:
a game/schedule with other times, or a riddle stamped with another opensAt.
Add --replace to move the night on purpose (riddles open at the new time).`;

const COMMON = `  --opens DATE   when the night opens, with its UTC offset: 2026-12-05T18:00+05:30
  --hours N      how long it stays open (above 0, at most 24), e.g. 2
  --replace      overwrite a different night already in the databases
  --dry-run      check the arguments and print what would be written; connects to nothing`;

export const SCHEDULE_USAGE = `Usage: npm run game:schedule -- --opens DATE --hours N [--replace] [--dry-run]
Writes RTDB game/schedule = { opensAt, closesAt } and stamps every Firestore
questions/* document with the same opensAt (riddles are unreadable before it).
${COMMON}
${REFUSAL}`;

export const UPLOAD_USAGE = `Usage: npm run questions:upload -- FILE --opens DATE --hours N [--replace] [--dry-run]
       npm run questions:upload -- FILE --no-schedule [--dry-run]
Writes each riddle whole to Firestore questions/{qNo}, stamped with opensAt, its proof
to RTDB answers/{qNo}, and the night to RTDB game/schedule, so the two never disagree.
${COMMON}
  --no-schedule  upload without a night: nobody can read the riddles until
                 npm run game:schedule; refused once a night is set
${REFUSAL}`;

const FLAGS = new Set(['--dry-run', '--replace', '--no-schedule']);
const VALUED = new Set(['--opens', '--hours']);

function tokenize(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name = '', inline] = arg.split(/=(.*)/s);
    if (FLAGS.has(arg)) options[arg] = true;
    else if (VALUED.has(name)) {
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
 * arguments. Returns `{ problem }` or `{ file?, schedule, offsetMinutes, dryRun, replace }`,
 * `schedule` being null only for an upload with `--no-schedule`.
 */
export function parseNightArgs(argv, { withBank }) {
  const tokens = tokenize(argv);
  if (tokens.problem) return tokens;
  const { options, positional } = tokens;
  const flags = { dryRun: Boolean(options['--dry-run']), replace: Boolean(options['--replace']) };
  if (withBank && positional.length !== 1)
    return { problem: 'Give exactly one question bank FILE.' };
  if (!withBank && positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
  const file = withBank ? { file: positional[0] } : {};

  if (options['--no-schedule']) {
    if (!withBank) return { problem: 'Unknown option --no-schedule.' };
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
