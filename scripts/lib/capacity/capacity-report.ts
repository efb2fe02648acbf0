// The capacity of a planned night in words and tables: `npm run game:capacity` prints it, and
// docs/capacity.md holds it for the reference night (between its `capacity:` markers).
import { DEFAULT_SIGN_UPS_PER_HOUR } from '../signup-quota.ts';
import {
  bindingLimit,
  blazeCost,
  HALL,
  holds,
  largestNight,
  nightUse,
  roleTotals,
  type LimitUse,
  type Night,
} from './capacity-model.ts';
import { FREE, LIMITS, PLAN_NAMES, type Plan } from './plans.ts';
import { HOME_SCRIPTS_BYTES, publicReads, type PublicRead } from './public-reads.ts';
import { FIRST_VISIT_BYTES, ROLE_COSTS, type Figure } from './role-costs.ts';
import { bytes, count, dollars, duration, markdownTable, textTable } from './units.ts';

/** The night docs/capacity.md is written for: the hall of 300 teams and 200 spectators. */
export const REFERENCE_NIGHT: Night = { ...HALL, teams: 300, spectators: 200 };
/** A script on one laptop: ten requests a second. */
export const SCRIPT_RATE = 10;

const amount = (use: LimitUse, value: number) =>
  use.unit === 'bytes' ? bytes(value) : count(value);

function allowance(use: LimitUse, plan: Plan): string {
  if (use.allowed === Infinity) return 'billed, never refused';
  if (use.id === 'sign-ups') {
    return `${count(use.allowed)} with game:schedule --teams (${DEFAULT_SIGN_UPS_PER_HOUR} without)`;
  }
  if (use.id === 'connections')
    return `${count(use.allowed)} of ${count(LIMITS[plan].connections)}`;
  if (use.id === 'download')
    return `${bytes(use.allowed)} of ${bytes(FREE.downloadBytesPerMonth)} a month`;
  return `${amount(use, use.allowed)}${use.id === 'stored' ? '' : ' a day'}`;
}

function limitRows(night: Night, plan: Plan): string[][] {
  const rows = nightUse(night, plan).map((use) => [
    use.label,
    use.used === null ? 'not measured yet' : amount(use, use.used),
    allowance(use, plan),
    use.source,
  ]);
  return [['limit', 'the night uses', `${PLAN_NAMES[plan]} allows`, 'source'], ...rows];
}

/** Which limit binds first, whether the night fits, and the largest night the plan holds. */
function verdict(night: Night, plan: Plan): string {
  const uses = nightUse(night, plan);
  const binding = bindingLimit(uses);
  const name = PLAN_NAMES[plan];
  const fits = holds(uses) ? `fits on ${name}` : `does not fit on ${name}`;
  const largest = largestNight(night, plan);
  const most = largest
    ? `${largest.teams} teams and ${largest.spectators} spectators`
    : 'not even one team';
  return `This night ${fits}; the limit that binds first: ${binding.label} (${amount(binding, binding.used ?? 0)} of ${amount(binding, binding.allowed)}). The largest night ${name} holds, with spectators in the same proportion: ${most}.`;
}

function cost(night: Night): string {
  const bill = blazeCost(night);
  const free = bill.withinFree ? 'nothing within the free usage; ' : '';
  const hosting = bill.hosting === null ? 'not measured yet' : dollars(bill.hosting);
  return `On Blaze it costs ${free}at most ${dollars(bill.total)} when none of the free usage is left (Realtime Database download ${dollars(bill.download)}, Firestore ${dollars(bill.firestore)}, storage ${dollars(bill.stored)} a month, Hosting ${hosting}).`;
}

const each = (figure: Figure | null, teams: number, show: (value: number) => string) =>
  figure === null ? 'not measured yet' : show(figure.fixed + figure.perTeam * teams);

function roleRows(night: Night): string[][] {
  const rows = roleTotals(night).map(({ role, count: devices }) => {
    const cost = ROLE_COSTS[role];
    return [
      cost.label,
      String(devices),
      each(cost.connections, night.teams, count),
      each(cost.requestsPerMinute, night.teams, count),
      each(cost.downloadBytesPerMinute, night.teams, bytes),
      each(cost.firestoreReadsPerMinute, night.teams, count),
      each(cost.firstVisitBytes, night.teams, bytes),
    ];
  });
  const header = ['role', 'devices', 'connections', 'requests/min', 'download/min'];
  return [[...header, 'Firestore reads/min', 'first visit'], ...rows];
}

const READ_COSTS: Partial<Record<PublicRead['quota'], string>> = {
  firestore: '1 document read',
  connections: '1 connection',
};

function publicReadRows(night: Night, rate: number): string[][] {
  const rows = publicReads(night, rate).map((read) => [
    read.what,
    READ_COSTS[read.quota] ?? `${read.atLeast ? 'at least ' : ''}${bytes(read.bytes)}`,
    `${read.atLeast && read.exhaustsInSeconds > 0 ? 'at most ' : ''}${duration(read.exhaustsInSeconds)}`,
    read.blazeDollarsPerHour > 0 ? dollars(read.blazeDollarsPerHour) : '-',
    read.remedy,
  ]);
  const header = ['public read', 'a request costs', 'Spark’s quota gone in', 'Blaze, an hour'];
  return [[...header, 'what the organizers do'], ...rows];
}

const describeNight = (night: Night) =>
  `${night.teams} teams and ${night.spectators} spectators, with ${night.projectors} projector and ${night.consoles} consoles, open ${night.hours} hours, from ${night.addresses} IP address${night.addresses === 1 ? '' : 'es'}`;

/** Everything `npm run game:capacity` prints for `night` on `plan`. */
export function capacityReport(night: Night, plan: Plan, rate: number): string {
  return [
    `A night of ${describeNight(night)}, on ${PLAN_NAMES[plan]}:`,
    textTable(limitRows(night, plan)),
    verdict(night, plan),
    cost(night),
    'What each device costs (scripts/lib/capacity/role-costs.ts):',
    textTable(roleRows(night)),
    `What a stranger's script at ${rate} requests a second can read again and again:`,
    textTable(publicReadRows(night, rate)),
  ].join('\n\n');
}

/** How many first visits of the home page a day of Spark's Hosting transfer serves. */
function registrationDay(): string {
  const visit = FIRST_VISIT_BYTES.home ?? HOME_SCRIPTS_BYTES;
  const measured = FIRST_VISIT_BYTES.home === null ? 'at least ' : '';
  const visits = Math.floor(FREE.hostingBytesPerDay / visit);
  return `The day a registration link goes round: a first visit of the home page transfers ${measured}${bytes(visit)}, so Spark's ${bytes(FREE.hostingBytesPerDay)} a day of Hosting serves ${measured ? 'at most ' : ''}${count(visits)} first visits, with nothing left for the game's pages.`;
}

const FIGURES = [
  ['connections', 'connections'],
  ['requestsPerMinute', 'requests a minute'],
  ['downloadBytesPerMinute', 'download a minute'],
  ['openingBytes', 'download as its page opens'],
  ['firestoreReadsPerMinute', 'Firestore reads'],
  ['firstVisitBytes', 'first visit'],
] as const;

/** How each figure of role-costs.ts was found, a line a role. */
function derivations(): string {
  return Object.values(ROLE_COSTS)
    .map((cost) => {
      const parts = FIGURES.map(
        ([key, name]) => `${name}: ${cost[key]?.how ?? 'not measured yet'}`,
      );
      return `- ${cost.label}: ${parts.join('; ')}.`;
    })
    .join('\n');
}

/** docs/capacity.md's generated part: the reference night on both plans, each role, each read. */
export function capacityDocs(): string {
  const night = REFERENCE_NIGHT;
  const plans = (['spark', 'blaze'] as const).map((plan) => {
    const uses = nightUse(night, plan);
    const binding = bindingLimit(uses);
    const largest = largestNight(night, plan);
    return [
      PLAN_NAMES[plan],
      holds(uses) ? 'yes' : 'no',
      `${binding.label}: ${amount(binding, binding.used ?? 0)} of ${amount(binding, binding.allowed)}`,
      largest ? `${largest.teams} teams, ${largest.spectators} spectators` : 'none',
    ];
  });
  return [
    '### Each plan',
    `A night of ${describeNight(night)}; the largest night keeps the same proportion of spectators.`,
    markdownTable([['plan', 'fits', 'binds first', 'the largest night it holds'], ...plans]),
    cost(night),
    '### Each limit on Spark',
    markdownTable(limitRows(night, 'spark')),
    '### What each device costs',
    markdownTable(roleRows(night)),
    'How each figure was found (`scripts/lib/capacity/role-costs.ts`):',
    derivations(),
    registrationDay(),
    '### Reads a stranger can repeat',
    `A script sending ${SCRIPT_RATE} requests a second, each on a new TLS connection (the most a request can cost):`,
    markdownTable(publicReadRows(night, SCRIPT_RATE)),
  ].join('\n\n');
}
