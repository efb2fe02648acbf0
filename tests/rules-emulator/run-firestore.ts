/**
 * Runs tests/rules-emulator against the gcloud SDK's Cloud Firestore emulator: starts it on a
 * free loopback port, runs the suite with FIRESTORE_EMULATOR_HOST set, and always stops it.
 */
import { spawn } from 'node:child_process';
import { gcloudInstalled, startFirestoreEmulator } from '../../lab/emulators/firestore-emulator.ts';

async function main(): Promise<number> {
  if (!gcloudInstalled()) {
    // CI must judge firestore.rules; a developer's machine without gcloud skips them and says so.
    if (process.env.CI) {
      console.error(
        'Firestore rules: `gcloud` is not installed, and CI must run them on its emulator.',
      );
      return 1;
    }
    console.info(
      'Firestore rules: skipped, `gcloud` is not installed (its Firestore emulator runs them).',
    );
    return 0;
  }
  let emulator;
  try {
    emulator = await startFirestoreEmulator();
  } catch (error) {
    console.error(`Firestore rules: the emulator did not start (${(error as Error).message}).`);
    return 1;
  }
  const suite = spawn(
    'npx',
    ['vitest', 'run', '--config', 'tests/rules-emulator/vitest.config.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => suite.kill(signal));
  const code = await new Promise<number>((done) => suite.on('exit', (exit) => done(exit ?? 1)));
  await emulator.stop();
  return code;
}

process.exitCode = await main();
