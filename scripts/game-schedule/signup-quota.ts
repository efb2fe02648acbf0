// The temporary sign-up quota of a night, pure: `game:schedule -- --teams N` sets it through the
// Identity Toolkit admin API (signup-quota-api.ts), and the emulated night's limiter applies it.
// The numbers and formats are the API's and Firebase's: docs/capacity.md names the sources.
import { ACCOUNT_LEAD_MINUTES } from '../../src/game/numbers.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import type { Outcome } from '../common/outcome.ts';

/** New accounts an hour per IP address when no quota is set (Firebase Authentication limits). */
export const DEFAULT_SIGN_UPS_PER_HOUR = 100;
/** The admin API takes a quota from 1 to 1000 sign-ups an hour per IP address. */
export const MAX_SIGN_UP_QUOTA = 1000;
/**
 * Sign-ups counted for each team: its phone's account, and one spare for a second device (a
 * teammate's phone on /CoS, a Move) or a browser that lost its storage.
 */
export const SIGN_UPS_PER_TEAM = 2;
/** A window that would start in the past starts this long from now instead. */
const START_MARGIN_MS = 60_000;

/** `quota` sign-ups an hour per IP address from `startsAt` until `endsAt` (epoch ms). */
export interface SignUpQuota {
  quota: number;
  startsAt: number;
  endsAt: number;
}

/** `quota.signUpQuotaConfig` as the admin API writes and reads it (`quota` is an int64). */
export interface SignUpQuotaConfig {
  quota: string;
  startTime: string;
  quotaDuration: string;
}

export const signUpsNeeded = (teams: number) => teams * SIGN_UPS_PER_TEAM;

const wholeSecondAfter = (ms: number) => Math.ceil(ms / 1000) * 1000;

/**
 * The quota for a night of `teams` teams (all from one address): enough for signUpsNeeded, at
 * most MAX_SIGN_UP_QUOTA, from ACCOUNT_LEAD_MINUTES before the opening (or a minute from `now`,
 * if that has passed) to the close. `quota` is null when the default already covers the night.
 */
export function planSignUpQuota({
  teams,
  schedule,
  now,
}: {
  teams: number;
  schedule: GameSchedule;
  now: number;
}): Outcome<{ needed: number; quota: SignUpQuota | null }> {
  const needed = signUpsNeeded(teams);
  if (schedule.closesAt <= now + START_MARGIN_MS) {
    return {
      problem: 'The night closes within a minute, or has closed: no window is left for a quota.',
    };
  }
  if (needed <= DEFAULT_SIGN_UPS_PER_HOUR) return { needed, quota: null };
  const startsAt = Math.max(
    schedule.opensAt - ACCOUNT_LEAD_MINUTES * 60_000,
    wholeSecondAfter(now + START_MARGIN_MS),
  );
  const quota = Math.min(needed, MAX_SIGN_UP_QUOTA);
  return { needed, quota: { quota, startsAt, endsAt: schedule.closesAt } };
}

/** The request body's `quota.signUpQuotaConfig`: RFC 3339 UTC start, duration in seconds. */
export function toQuotaConfig({ quota, startsAt, endsAt }: SignUpQuota): SignUpQuotaConfig {
  return {
    quota: String(quota),
    startTime: new Date(startsAt).toISOString().replace('.000Z', 'Z'),
    quotaDuration: `${Math.ceil((endsAt - startsAt) / 1000)}s`,
  };
}

const DURATION = /^(\d+(?:\.\d+)?)s$/;

/** A stored `quota.signUpQuotaConfig` read back, or null when absent or not shaped like one. */
export function fromQuotaConfig(config: unknown): SignUpQuota | null {
  if (typeof config !== 'object' || config === null) return null;
  const { quota, startTime, quotaDuration } = config as Record<string, unknown>;
  const limit = Number(quota);
  const startsAt = typeof startTime === 'string' ? Date.parse(startTime) : NaN;
  const seconds = typeof quotaDuration === 'string' ? DURATION.exec(quotaDuration)?.[1] : undefined;
  if (!Number.isInteger(limit) || !Number.isFinite(startsAt) || seconds === undefined) return null;
  return { quota: limit, startsAt, endsAt: startsAt + Math.round(Number(seconds) * 1000) };
}

/** Sign-ups an address may make in the hour at `at`: the quota within its window, else 100. */
export function signUpLimitAt(quota: SignUpQuota | null, at: number): number {
  const within = quota !== null && quota.startsAt <= at && at < quota.endsAt;
  return within ? quota.quota : DEFAULT_SIGN_UPS_PER_HOUR;
}

export const sameQuota = (a: SignUpQuota | null, b: SignUpQuota) =>
  a !== null && a.quota === b.quota && a.startsAt === b.startsAt && a.endsAt === b.endsAt;
