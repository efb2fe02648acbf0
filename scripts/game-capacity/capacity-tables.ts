// The tables and sentences of a night's capacity, shared by `npm run game:capacity`
// (capacity-report.ts) and docs/capacity.md (capacity-docs.ts).
import { DEFAULT_SIGN_UPS_PER_HOUR } from '../game-schedule/signup-quota.ts';
import { blazeCost } from './capacity-bounds.ts';
import { HALL, nightUse, roleTotals, type LimitUse } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import { deviceConnections } from './connection-peak.ts';
import type { Figure } from './cost-types.ts';
import { FREE, LIMITS, PLAN_NAMES, type Plan } from './plans.ts';
import { publicReads, type PublicRead } from './public-reads.ts';
import { NIGHT_COSTS, ROLE_COSTS } from './role-costs.ts';
import { bytes, count, dollars, duration } from './units.ts';

/** The night docs/capacity.md is written for: the hall of 300 teams and 200 spectators. */
export const REFERENCE_NIGHT: Night = { ...HALL, teams: 300, spectators: 200 };
/** A script on one laptop: ten requests a second. */
export const SCRIPT_RATE = 10;

export const amount = (use: LimitUse, value: number) =>
  use.unit === 'bytes' ? bytes(value) : count(value);

function allowance(use: LimitUse, plan: Plan): string {
  if (use.allowed === Infinity) return 'billed, never refused';
  if (use.id === 'sign-ups') {
    return `${count(use.allowed)} with game:schedule --teams (${DEFAULT_SIGN_UPS_PER_HOUR} without)`;
  }
  if (use.id === 'connections') return `${count(LIMITS[plan].connections)} at once`;
  if (use.id === 'download')
    return `${bytes(use.allowed)} of ${bytes(FREE.downloadBytesPerMonth)} a month`;
  return `${amount(use, use.allowed)}${use.id === 'stored' ? '' : ' a day'}`;
}

export function limitRows(night: Night, plan: Plan): string[][] {
  const rows = nightUse(night, plan).map((use) => [
    use.label,
    use.used === null ? 'not measured yet' : amount(use, use.used),
    allowance(use, plan),
    use.source,
  ]);
  return [['limit', 'the night uses', `${PLAN_NAMES[plan]} allows`, 'source'], ...rows];
}

/** What the night costs on Blaze, in a sentence. */
export function cost(night: Night): string {
  const bill = blazeCost(night);
  const free = bill.withinFree ? 'nothing within the free usage; ' : '';
  const hosting = bill.hosting === null ? 'not measured yet' : dollars(bill.hosting);
  return `On Blaze it costs ${free}at most ${dollars(bill.total)} when none of the free usage is left (Realtime Database download ${dollars(bill.download)}, Firestore ${dollars(bill.firestore)}, storage ${dollars(bill.stored)} a month, Hosting ${hosting}).`;
}

const each = (figure: Figure | null, teams: number, show: (value: number) => string) =>
  figure === null ? 'not measured yet' : show(figure.fixed + figure.perTeam * teams);

export function roleRows(night: Night): string[][] {
  const rows = roleTotals(night).map(({ role, count: devices }) => {
    const cost = ROLE_COSTS[role];
    return [
      cost.label,
      String(devices),
      count(deviceConnections(role, night, NIGHT_COSTS)),
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

export function publicReadRows(night: Night, rate: number): string[][] {
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

export const describeNight = (night: Night) =>
  `${night.teams} teams and ${night.spectators} spectators, with ${night.projectors} projector and ${night.consoles} consoles, open ${night.hours} hours, from ${night.addresses} IP address${night.addresses === 1 ? '' : 'es'}, a phone's round trip ${count(night.roundTripMs)} ms at the median`;

/** "Realtime Database connections at the peak: 205 of 100". */
export const bindingText = (use: LimitUse) =>
  `${use.label}: ${amount(use, use.used ?? 0)} of ${amount(use, use.allowed)}`;
