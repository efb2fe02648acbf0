// A planned night against a plan's limits, from each role's cost (role-costs.ts). Pure.
import { TIME_LIMIT_MINUTES } from '../../src/game/numbers.ts';
import { MAX_SIGN_UP_QUOTA, signUpsNeeded } from '../game-schedule/signup-quota.ts';
import { LIMITS, SOURCES, type Plan } from './plans.ts';
import type { Figure, Night, NightCosts, Role } from './cost-types.ts';
import { NIGHT_COSTS } from './role-costs.ts';
import { connectionPeak, countOf, deviceConnections } from './connection-peak.ts';
import { DEFAULT_ROUND_TRIP_MS } from './round-trip.ts';
import { eventReads } from './night-events.ts';

/** The hall a night is planned for (docs/capacity.md), but for its teams and spectators. */
export const HALL = {
  projectors: 1,
  consoles: 2,
  hours: 2,
  addresses: 1,
  roundTripMs: DEFAULT_ROUND_TRIP_MS,
};
/**
 * Past this share of its devices' timers running more than a round trip late, an emulated night's
 * machine could not keep the night's pace: requests bunch up, and its peak and bytes say nothing
 * of a real night (docs/hall-night.md).
 */
export const LATE_TIMERS_SHARE = 0.01;
/** A night may spend a tenth of Spark's month of downloads; the rest is the other days'. */
export const NIGHT_DOWNLOAD_SHARE = 0.1;

export type LimitId = 'sign-ups' | 'connections' | 'download' | 'hosting' | 'firestore' | 'stored';

export interface LimitUse {
  id: LimitId;
  label: string;
  /** What the night uses; null where a role's cost is not measured yet. */
  used: number | null;
  /** What the model lets the night use (Infinity: billed, never refused). */
  allowed: number;
  unit: 'count' | 'bytes';
  source: string;
}

const valueOf = ({ fixed, perTeam }: Figure, teams: number) => fixed + perTeam * teams;

/** What the night's devices of each role use together. */
export function roleTotals(night: Night, costs: NightCosts = NIGHT_COSTS) {
  return (Object.keys(costs.roles) as Role[]).map((role) => {
    const cost = costs.roles[role];
    const count = countOf(role, night);
    const of = (figure: Figure) => count * valueOf(figure, night.teams);
    const nightMinutes = night.hours * 60;
    const minutes =
      cost.active === 'hour' ? Math.min(TIME_LIMIT_MINUTES, nightMinutes) : nightMinutes;
    return {
      role,
      count,
      connections: count * deviceConnections(role, night, costs),
      requestsPerMinute: of(cost.requestsPerMinute),
      downloadBytes: of(cost.downloadBytesPerMinute) * minutes + of(cost.openingBytes),
      firestoreReads: of(cost.firestoreReadsPerMinute) * minutes,
      hostingBytes: cost.firstVisitBytes && of(cost.firstVisitBytes),
    };
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Each limit the night meets on `plan`: what it uses and what the model allows it. */
export function nightUse(night: Night, plan: Plan, costs: NightCosts = NIGHT_COSTS): LimitUse[] {
  const limits = LIMITS[plan];
  const totals = roleTotals(night, costs);
  const visit = costs.roles.team.firstVisitBytes;
  const firstVisit = visit ? visit.fixed + visit.perTeam * night.teams : 0;
  const events = eventReads(night, firstVisit, costs.events);
  const hosting = [
    ...totals.map(({ count, hostingBytes }) => (count === 0 ? 0 : hostingBytes)),
    sum(events.map(({ hostingBytes }) => hostingBytes)),
  ];
  const download =
    sum(totals.map(({ downloadBytes }) => downloadBytes)) +
    sum(events.map(({ downloadBytes }) => downloadBytes));
  return [
    {
      id: 'sign-ups',
      label: 'new accounts an hour per IP address',
      used: Math.ceil(signUpsNeeded(night.teams) / night.addresses),
      allowed: MAX_SIGN_UP_QUOTA,
      unit: 'count',
      source: `${SOURCES.auth}; ${SOURCES.adminApi}`,
    },
    {
      id: 'connections',
      label: 'Realtime Database connections at the peak',
      used: connectionPeak(night, costs).peak,
      allowed: limits.connections,
      unit: 'count',
      source: SOURCES.rtdbLimits,
    },
    {
      id: 'download',
      label: 'Realtime Database download',
      used: download,
      allowed: limits.downloadBytesPerMonth * NIGHT_DOWNLOAD_SHARE,
      unit: 'bytes',
      source: SOURCES.rtdbBilling,
    },
    {
      id: 'hosting',
      label: 'Hosting transfer',
      used: hosting.includes(null) ? null : sum(hosting as number[]),
      allowed: limits.hostingBytesPerDay,
      unit: 'bytes',
      source: SOURCES.hosting,
    },
    {
      id: 'firestore',
      label: 'Firestore document reads',
      used: sum(totals.map(({ firestoreReads }) => firestoreReads)),
      allowed: limits.firestoreReadsPerDay,
      unit: 'count',
      source: SOURCES.firestore,
    },
    {
      id: 'stored',
      label: 'Realtime Database stored',
      used: night.teams * costs.storedBytesPerTeam,
      allowed: limits.storedBytes,
      unit: 'bytes',
      source: SOURCES.rtdbBilling,
    },
  ];
}

const shareOf = ({ used, allowed }: LimitUse) => (used === null ? 0 : used / allowed);

/** The limit the night comes closest to (or past): the one that binds first as it grows. */
export function bindingLimit(uses: LimitUse[]): LimitUse {
  return uses.reduce((closest, use) => (shareOf(use) > shareOf(closest) ? use : closest));
}

/** Whether the night stays within every limit. */
export const fits = (uses: LimitUse[]) => uses.every((use) => shareOf(use) <= 1);
