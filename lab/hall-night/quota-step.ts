import { ADMIN_TOKEN } from '../loopback/loopback-database.ts';
import { writeSignUpQuota, type QuotaApi } from '../../scripts/game-schedule/signup-quota-api.ts';
import {
  planSignUpQuota,
  sameQuota,
  type SignUpQuota,
} from '../../scripts/game-schedule/signup-quota.ts';
import type { Context } from '../rehearse/context.ts';
import type { SignUpLimiter } from './sign-up-limiter.ts';

const DAY_MS = 86_400_000;

/**
 * The quota step of game:schedule, run the day before: its plan (planSignUpQuota) sent through
 * its client of the admin API (writeSignUpQuota) to the limiter, which then applies it.
 */
export async function quotaStep(
  context: Context,
  limiter: SignUpLimiter,
  schedule: { opensAt: number; closesAt: number },
): Promise<SignUpQuota | null> {
  const { teams } = context.options;
  const plan = planSignUpQuota({ teams, schedule, now: schedule.opensAt - DAY_MS });
  if (plan.problem !== undefined) throw new Error(plan.problem);
  if (!plan.quota) return null;
  const api: QuotaApi = {
    emulated: true,
    baseUrl: `http://${limiter.host}/identitytoolkit.googleapis.com`,
    host: limiter.host,
    projectId: context.target.projectId,
    authorization: async () => `Bearer ${ADMIN_TOKEN}`,
    fetch,
    timeoutMs: 10_000,
  };
  const held = await writeSignUpQuota(api, plan.quota);
  if (!sameQuota(held, plan.quota)) throw new Error('The sign-up limiter did not keep the quota.');
  return plan.quota;
}
