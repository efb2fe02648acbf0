import { reportFailure, withTargetStore, type CommandOptions } from '../common/game-command.ts';
import { NEW_NIGHT_USAGE, parseNewNightArgs } from '../common/night-args.ts';
import { describeNewNight } from './new-night-plan.ts';
import { startNewNight, type NightStore } from '../common/night-store.ts';
import { describeSchedule } from '../common/night-time.ts';
import { uploadTarget } from '../common/upload-target.ts';

/**
 * The core of `npm run game:new-night`, wired like runScheduleCommand: `env`,
 * `openStore(target)` resolving to `{ store, close }` (see adminNightStore), `log` /
 * `error` for what it prints and `now()` in epoch ms. --dry-run reads the databases (the
 * plan depends on them) and writes nothing. Resolves to the exit code.
 */
export async function runNewNightCommand({
  argv,
  env,
  openStore,
  log,
  error,
  now = Date.now,
}: CommandOptions<NightStore> & { now?: () => number }): Promise<number> {
  const args = parseNewNightArgs(argv);
  if (args.problem !== undefined) {
    error(`${args.problem}\n\n${NEW_NIGHT_USAGE}`);
    return 1;
  }
  const { schedule, offsetMinutes, force, dryRun } = args;
  return withTargetStore({ target: uploadTarget(env), openStore, error }, async (store, target) => {
    try {
      const request = { schedule, offsetMinutes, force, dryRun, now: now() };
      const plan = await startNewNight(store, request);
      if (plan.problem !== undefined) {
        error(plan.problem);
        return 1;
      }
      const heading = dryRun
        ? `Dry run against ${target.description}, nothing written. Would write:`
        : `Wrote to ${target.description}:`;
      log(`${heading}\n${describeNewNight(plan)}`);
      log(`New game night: ${describeSchedule(schedule, offsetMinutes)}.`);
      return 0;
    } catch (failure) {
      return reportFailure(error, failure);
    }
  });
}
