import type { GameSchedule } from '../../src/game/types.ts';
import { NoAnswer } from '../common/call-timeout.ts';
import { reasonOf } from '../common/game-command.ts';
import { describeSchedule } from '../common/night-time.ts';
import type { Outcome } from '../common/outcome.ts';
import { writeSignUpQuota, type QuotaApi } from './signup-quota-api.ts';
import {
  DEFAULT_SIGN_UPS_PER_HOUR,
  MAX_SIGN_UP_QUOTA,
  planSignUpQuota,
  sameQuota,
  SIGN_UPS_PER_TEAM,
  type SignUpQuota,
} from './signup-quota.ts';

/** What the quota step of game:schedule is given: the night, its offset for messages, `now`. */
export interface QuotaStep {
  teams: number;
  schedule: GameSchedule;
  offsetMinutes: number;
  now: number;
  log: (line: string) => void;
  error: (line: string) => void;
}

const inWords = ({ quota, startsAt, endsAt }: SignUpQuota, offsetMinutes: number) =>
  `${quota} new accounts an hour per IP address, ${describeSchedule({ opensAt: startsAt, closesAt: endsAt }, offsetMinutes)}`;

/** The quota to set (null: none), and the lines that say why none, or that it falls short. */
function planned({ teams, schedule, now }: QuotaStep): {
  lines: string[];
  quota: SignUpQuota | null;
} {
  const plan = planSignUpQuota({ teams, schedule, now });
  if (plan.problem !== undefined) return { lines: [`Sign-up quota: ${plan.problem}`], quota: null };
  const counted = `${SIGN_UPS_PER_TEAM} a team for ${teams} teams: ${plan.needed}`;
  if (plan.quota === null) {
    return {
      lines: [
        `Sign-up quota: not raised (${counted}, within Firebase's ${DEFAULT_SIGN_UPS_PER_HOUR} new accounts an hour per IP address).`,
      ],
      quota: null,
    };
  }
  const lines = [];
  if (plan.needed > MAX_SIGN_UP_QUOTA) {
    const fit = Math.floor(MAX_SIGN_UP_QUOTA / SIGN_UPS_PER_TEAM);
    lines.push(
      `The night needs ${counted}, and the API allows at most ${MAX_SIGN_UP_QUOTA}: beyond ${fit} teams on one network, devices may be refused a new account. docs/capacity.md says what to do.`,
    );
  }
  return { lines, quota: plan.quota };
}

/** --dry-run: what the step would set, connecting to nothing. */
export function dryRunQuotaStep(step: QuotaStep): void {
  const { lines, quota } = planned(step);
  if (quota) {
    step.log(
      `Would set the sign-up quota (${SIGN_UPS_PER_TEAM} a team for ${step.teams} teams) through the Identity Toolkit admin API: ${inWords(quota, step.offsetMinutes)}.`,
    );
  }
  for (const line of lines) step.log(line);
}

/**
 * Sets the quota through `api` and checks it by reading the project's config back, once the
 * night is written. Resolves to the exit code: 1, with what to do, when the quota did not take.
 */
export async function runQuotaStep(
  step: QuotaStep & { api: Outcome<{ api: QuotaApi | null }> },
): Promise<number> {
  const { api, log, error, offsetMinutes } = step;
  const { lines, quota } = planned(step);
  if (!quota) {
    for (const line of lines) log(line);
    return 0;
  }
  const notSet = 'The night was written. The sign-up quota was not set:';
  if (api.problem !== undefined) {
    error(`${notSet} ${api.problem}`);
    return 1;
  }
  if (api.api === null) {
    log(
      'Sign-up quota: the emulators limit no sign-ups, so this step does not apply here (with FIREBASE_AUTH_EMULATOR_HOST it goes to the Auth emulator, or the emulated night’s limiter there).',
    );
    return 0;
  }
  try {
    const held = await writeSignUpQuota(api.api, quota);
    if (!sameQuota(held, quota)) {
      const reads = held ? inWords(held, offsetMinutes) : 'no quota';
      error(
        `The night was written. The Identity Toolkit admin API took the sign-up quota, but the project's config reads back ${reads}: check it in the Firebase console (Authentication, Settings) and set it there by hand.`,
      );
      return 1;
    }
    const where = api.api.emulated
      ? `the Auth emulator at ${api.api.host} (which itself limits nothing)`
      : `project ${api.api.projectId}`;
    log(
      `Set the sign-up quota on ${where}: ${inWords(quota, offsetMinutes)}. Read back from the config: the same.`,
    );
    for (const line of lines) log(line);
    return 0;
  } catch (failure) {
    // A NoAnswer says itself that the quota may or may not have been set.
    error(
      failure instanceof NoAnswer
        ? `The night was written. ${failure.message}`
        : `${notSet} ${reasonOf(failure)}`,
    );
    return 1;
  }
}
