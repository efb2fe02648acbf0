import { valueAt } from '../../src/backend/tree.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import type { LoopbackDatabase } from '../loopback/loopback-database.ts';
import {
  writeSchedule,
  type DatabaseLike,
  type NightStore,
} from '../../scripts/common/night-store.ts';
import { describeSchedule } from '../../scripts/common/night-time.ts';
import type { Outcome } from '../../scripts/common/outcome.ts';
import {
  bankProblems,
  toUploads,
  type BankEntry,
} from '../../scripts/questions-upload/question-bank.ts';

// The night `npm run emulators` opens on fresh emulators (docs/firebase.md#the-emulators).

/** How long the sample night stays open. */
export const SAMPLE_NIGHT_HOURS = 2;

/**
 * How long after the upload the night opens: the schedule's code refuses a night that has
 * already opened (on a real project its riddles would be readable at once), and a second later
 * the emulators' night has begun.
 */
export const OPENS_AFTER_MS = 1000;

/** The sample night, from `now` (epoch ms). */
export function sampleNight(now: number): GameSchedule {
  const opensAt = now + OPENS_AFTER_MS;
  return { opensAt, closesAt: opensAt + SAMPLE_NIGHT_HOURS * 3_600_000 };
}

/**
 * Uploads `bank` into `store` as questions:upload does, for the sample night opening now, and
 * says so in one line (counts and times only). The problem, with nothing written,
 * when the bank is not valid or the databases already hold another night.
 */
export async function openSampleNight(
  store: NightStore,
  bank: unknown,
  now: number,
): Promise<Outcome<{ said: string }>> {
  const problems = bankProblems(bank);
  if (problems.length > 0) {
    return { problem: `The sample question bank is not valid:\n- ${problems.join('\n- ')}` };
  }
  // bankProblems found none: the bank holds BankEntry objects.
  const uploads = await toUploads(bank as BankEntry[]);
  const schedule = sampleNight(now);
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const plan = await writeSchedule(store, {
    schedule,
    uploads,
    replace: false,
    replaceLive: false,
    offsetMinutes,
    now,
  });
  if (plan.problem !== undefined) return plan;
  const night = describeSchedule(schedule, offsetMinutes);
  return { said: `Uploaded ${uploads.length} riddles with their proofs. Game night: ${night}.` };
}

/**
 * The loopback database as the night store reads and writes through firebase-admin, which only
 * speaks the Realtime Database's own protocol: in the same process, past the rules.
 */
export function loopbackAdmin(database: LoopbackDatabase): DatabaseLike {
  return {
    ref: (path = '') => ({
      get: async () => ({ val: () => valueAt(database.data(), path) }),
      update: async (values) => {
        for (const [key, value] of Object.entries(values)) database.seed(`${path}/${key}`, value);
      },
    }),
  };
}
