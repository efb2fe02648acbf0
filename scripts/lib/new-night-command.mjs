import { NEW_NIGHT_USAGE, parseNewNightArgs } from './night-args.mjs';
import { describeNewNight } from './new-night-plan.mjs';
import { startNewNight } from './night-store.mjs';
import { describeNight } from './night-time.mjs';
import { uploadTarget } from './upload-target.mjs';

/**
 * The core of `npm run game:new-night`, wired like runNightCommand: `env`,
 * `openStore(target)` resolving to `{ store, close }` (see adminNightStore), `log` /
 * `error` for what it prints and `now()` in epoch ms. --dry-run reads the databases (the
 * plan depends on them) and writes nothing. Resolves to the exit code.
 */
export async function runNewNightCommand({ argv, env, openStore, log, error, now = Date.now }) {
  const args = parseNewNightArgs(argv);
  if (args.problem) {
    error(`${args.problem}\n\n${NEW_NIGHT_USAGE}`);
    return 1;
  }
  const target = uploadTarget(env);
  if (target.problem) {
    error(target.problem);
    return 1;
  }

  const { schedule, offsetMinutes, force, dryRun } = args;
  const { store, close } = await openStore(target);
  try {
    const plan = await startNewNight(store, { schedule, offsetMinutes, force, dryRun, now: now() });
    if (plan.problem) {
      error(plan.problem);
      return 1;
    }
    const heading = dryRun
      ? `Dry run against ${target.description}, nothing written. Would write:`
      : `Wrote to ${target.description}:`;
    log(`${heading}\n${describeNewNight(plan, offsetMinutes)}`);
    log(`New game night: ${describeNight(schedule, offsetMinutes)}.`);
    return 0;
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    error(`Writing failed: ${reason}\nThe databases may disagree now: run the same command again.`);
    return 1;
  } finally {
    await close();
  }
}
