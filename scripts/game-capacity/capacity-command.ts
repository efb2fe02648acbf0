import { readArgs, type ParsedArgs } from '../common/night-args.ts';
import { parseHours } from '../common/night-time.ts';
import type { Outcome } from '../common/outcome.ts';
import { HALL } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import { capacityReport } from './capacity-report.ts';
import { SCRIPT_RATE } from './capacity-tables.ts';
import type { Plan } from './plans.ts';

export const CAPACITY_USAGE = `Usage: npm run game:capacity -- --teams N --spectators M [--plan spark|blaze]
                               [--hours H] [--addresses A] [--rtt MS] [--rate R]
Prints what a planned night uses of each limit of the plan (Spark unless told), the limit
that binds first, the largest night the plan holds, the night's cost on Blaze, what each
device costs (scripts/game-capacity/role-costs.ts) and how fast a stranger's script spends
each quota. The hall has ${HALL.projectors} projector and ${HALL.consoles} consoles.
  --teams N        teams, each playing on one phone
  --spectators M   phones with the board open
  --plan P         spark or blaze
  --hours H        how long the night stays open (default ${HALL.hours})
  --addresses A    public IP addresses the hall reaches Firebase through (default ${HALL.addresses})
  --rtt MS         a phone's median round trip in ms (default ${HALL.roundTripMs}); each request draws
                   its own around it with a slow tail, and holds a connection that long
  --rate R         a stranger's script's requests a second (default ${SCRIPT_RATE})
npm run docs:facts writes the reference night's tables into docs/capacity.md.`;

const OPTIONS = {
  teams: { type: 'string' },
  spectators: { type: 'string' },
  plan: { type: 'string' },
  hours: { type: 'string' },
  addresses: { type: 'string' },
  rtt: { type: 'string' },
  rate: { type: 'string' },
} as const;

/** A whole number of at least `least` from `--name`, or `fallback` when it is not given. */
function whole(options: ParsedArgs['options'], name: string, least: number, fallback?: number) {
  const text = options[name];
  if (text === undefined && fallback !== undefined) return { value: fallback };
  const value = typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= least)) {
    return { problem: `--${name} must be a whole number, at least ${least}, e.g. 300.` };
  }
  return { value };
}

type Request = Outcome<{ night: Night; plan: Plan; rate: number }>;

export function parseCapacityArgs(argv: string[]): Request {
  const given = readArgs(argv, OPTIONS);
  if (given.problem !== undefined) return { problem: given.problem };
  const { options, positional } = given;
  if (positional.length > 0) return { problem: `Unexpected ${positional[0]}.` };
  const teams = whole(options, 'teams', 0, 0);
  const spectators = whole(options, 'spectators', 0, 0);
  const addresses = whole(options, 'addresses', 1, HALL.addresses);
  const rate = whole(options, 'rate', 1, SCRIPT_RATE);
  const roundTrip = whole(options, 'rtt', 1, HALL.roundTripMs);
  const hours =
    options.hours === undefined ? { hours: HALL.hours } : parseHours(String(options.hours));
  for (const read of [teams, spectators, addresses, rate, roundTrip, hours]) {
    if (read.problem !== undefined) return { problem: read.problem };
  }
  const plan = options.plan ?? 'spark';
  if (plan !== 'spark' && plan !== 'blaze') return { problem: '--plan is spark or blaze.' };
  if (!teams.value && !spectators.value)
    return { problem: 'Give --teams or --spectators above 0.' };
  const night = {
    ...HALL,
    teams: teams.value ?? 0,
    spectators: spectators.value ?? 0,
    addresses: addresses.value ?? HALL.addresses,
    hours: hours.hours ?? HALL.hours,
    roundTripMs: roundTrip.value ?? HALL.roundTripMs,
  };
  return { night, plan, rate: rate.value ?? SCRIPT_RATE };
}

/** The core of `npm run game:capacity`: prints the report, and returns the exit code. */
export function runCapacityCommand({
  argv,
  log,
  error,
}: {
  argv: string[];
  log: (text: string) => void;
  error: (text: string) => void;
}): number {
  const request = parseCapacityArgs(argv);
  if (request.problem !== undefined) {
    error(`${request.problem}\n\n${CAPACITY_USAGE}`);
    return 1;
  }
  log(capacityReport(request.night, request.plan, request.rate));
  return 0;
}
