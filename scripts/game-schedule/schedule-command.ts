import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { reportFailure, withTargetStore, type CommandOptions } from '../common/game-command.ts';
import {
  parseScheduleArgs,
  SCHEDULE_USAGE,
  UPLOAD_USAGE,
  type ScheduleArgs,
} from '../common/night-args.ts';
import { describePlan, planSchedule } from './schedule-plan.ts';
import type { NightPlan } from './schedule-request.ts';
import { writeSchedule, type NightStore } from '../common/night-store.ts';
import { describeSchedule } from '../common/night-time.ts';
import type { Outcome } from '../common/outcome.ts';
import {
  bankProblems,
  toUploads,
  type BankEntry,
  type Upload,
} from '../questions-upload/question-bank.ts';
import { dryRunQuotaStep, runQuotaStep } from './signup-quota-step.ts';
import { quotaApiOf } from './signup-quota-target.ts';
import { uploadTarget, type Target } from '../common/upload-target.ts';
import type { QuotaApi } from './signup-quota-api.ts';

async function loadBank(
  file: string,
  readText: (file: string) => Promise<string>,
): Promise<Outcome<{ bank: unknown }>> {
  try {
    return { bank: JSON.parse(await readText(file)) as unknown };
  } catch (error) {
    // JSON.parse quotes the text around a syntax error, which could be an answer.
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : 'it cannot be read';
    return { problem: `Could not load ${file}: ${reason}.` };
  }
}

function outcome(
  args: ScheduleArgs,
  plan: NightPlan,
  uploads: Upload[] | null,
  now: number,
): string {
  const night = args.schedule
    ? `Game night: ${describeSchedule(args.schedule, args.offsetMinutes)}.`
    : 'No game night: the riddles stay unreadable until npm run game:schedule.';
  const stamped = plan.firestore.stamp.length;
  if (!uploads) {
    if (args.schedule && args.schedule.opensAt <= now)
      return `${night}\nIt has opened: its riddles stay as they are.`;
    const riddles = stamped === 0 ? 'No riddles in Firestore yet' : `${stamped} riddles open then`;
    return `${night}\n${riddles}.`;
  }
  return `${night}\nUploaded ${uploads.length} riddles and ${uploads.length} answer proofs${
    stamped > 0 ? `; ${stamped} other riddles open then too` : ''
  }.`;
}

/**
 * The core of `npm run game:schedule` (`withBank` false) and `npm run questions:upload`
 * (`withBank` true). Everything outside is passed in: `env`, `readText(path)` for the bank,
 * `openStore(target)` resolving to `{ store, close }` (see adminNightStore), and
 * `log` / `error` for the lines it prints (paths, field names and times, never an
 * answer or proof), and `now()` in epoch ms. Resolves to the exit code.
 */
export async function runScheduleCommand(
  options: CommandOptions<NightStore> & {
    withBank: boolean;
    /** Reads the question bank file of an upload (default: from disk). */
    readText?: (file: string) => Promise<string>;
    now?: () => number;
    /** Where the sign-up quota goes for a target (default: quotaApiOf, from `env`). */
    quotaApi?: (target: Target) => Promise<Outcome<{ api: QuotaApi | null }>>;
  },
): Promise<number> {
  const { argv, withBank, env, openStore, log, error, now = Date.now } = options;
  const { readText = (file: string) => readFile(file, 'utf8') } = options;
  const usage = withBank ? UPLOAD_USAGE : SCHEDULE_USAGE;
  const args = parseScheduleArgs(argv, { withBank });
  if (args.problem !== undefined) {
    error(`${args.problem}\n\n${usage}`);
    return 1;
  }

  let uploads: Upload[] | null = null;
  if (withBank && args.file !== undefined) {
    const file = resolve(args.file);
    const loaded = await loadBank(file, readText);
    if (loaded.problem !== undefined) {
      error(loaded.problem);
      return 1;
    }
    const problems = bankProblems(loaded.bank);
    if (problems.length > 0) {
      error(`The question bank is not valid:\n- ${problems.join('\n- ')}`);
      return 1;
    }
    // bankProblems found none: the bank holds BankEntry objects.
    uploads = await toUploads(loaded.bank as BankEntry[]);
  }

  const { schedule, replace, replaceLive, offsetMinutes } = args;
  const night = { schedule, uploads, replace, replaceLive, offsetMinutes };
  if (args.dryRun) {
    // Empty databases and no clock refuse nothing.
    const plan = planSchedule({
      ...night,
      now: null,
      stored: { schedule: null, questions: [] },
    }) as NightPlan;
    const stampAll = withBank
      ? ''
      : '\n  every questions/* document: opensAt only, an older answerHash removed';
    log(`Dry run, nothing written. Would write:\n${describePlan(plan)}${stampAll}`);
    if (args.schedule) log(`Game night: ${describeSchedule(args.schedule, args.offsetMinutes)}.`);
    if (args.schedule && args.schedule.opensAt <= now()) {
      log(
        withBank
          ? 'It has already opened: the real run refuses it.'
          : 'It has already opened: the real run refuses it unless the databases hold this night.',
      );
    }
    if (args.schedule && args.teams !== undefined) {
      dryRunQuotaStep({
        teams: args.teams,
        schedule: args.schedule,
        offsetMinutes,
        now: now(),
        log,
        error,
      });
    }
    return 0;
  }

  return withTargetStore({ target: uploadTarget(env), openStore, error }, async (store, target) => {
    try {
      const at = now();
      const plan = await writeSchedule(store, { ...night, now: at });
      if (plan.problem !== undefined) {
        error(plan.problem);
        return 1;
      }
      const done = outcome(args, plan, uploads, at);
      log(`Wrote to ${target.description}:\n${describePlan(plan)}\n${done}`);
    } catch (failure) {
      return reportFailure(error, failure);
    }
    if (!args.schedule || args.teams === undefined) return 0;
    return runQuotaStep({
      teams: args.teams,
      schedule: args.schedule,
      offsetMinutes,
      now: now(),
      log,
      error,
      api: await (options.quotaApi ?? ((on: Target) => quotaApiOf(on, env)))(target),
    });
  });
}
