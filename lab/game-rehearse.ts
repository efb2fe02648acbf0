/**
 * npm run game:rehearse [-- --emulate [--rules FILE]] [--teams N] [--riddles N] [--force] [--keep] [--dry-run]
 *   [--plan spark [--spectators N] [--one-address] [--chaos] [--no-quota] [--report FILE] ...]
 *
 * A dress rehearsal of game night: scripted teams and an organizer play a short night through the
 * site's own database adapters, every case of the rules (rules/cases/) is sent live, each request
 * kind is measured, and everything written is removed (also on Ctrl-C). On the staging project
 * (GOOGLE_APPLICATION_CREDENTIALS, FIREBASE_DATABASE_URL, FIREBASE_API_KEY), or on emulators it
 * starts itself (--emulate); with --plan spark the night is a whole hall's, on Spark's limits
 * (docs/hall-night.md). Exits 0 only when every play step and case held.
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { gcloudInstalled } from './emulators/firestore-emulator.ts';
import { startEmulators, type Emulators } from './rehearse/emulators.ts';
import type { BankEntry } from '../scripts/questions-upload/question-bank.ts';
import { parseRehearsalArgs, REHEARSAL_USAGE, type HallOptions } from './rehearse/options.ts';
import type { HallNight } from './rehearse/context.ts';
import { rehearse } from './rehearse/rehearsal.ts';
import { describeRehearsal } from './rehearse/summary.ts';
import { targetFromEnv } from './rehearse/target.ts';
import { playHallNight } from './hall-night/hall-night.ts';
import { LIMITS } from '../scripts/game-capacity/plans.ts';

const SAMPLE_BANK = new URL('../src/content/cos-questions.sample.json', import.meta.url);

/** The night at hall scale (--plan spark) as the rehearsal's stage, on the emulators' database. */
function hallNight(hall: HallOptions | null, emulators: Emulators | null): HallNight | null {
  if (!hall || !emulators) return null;
  const { database } = emulators;
  return (context, organizer) => playHallNight(context, hall, database, organizer);
}

async function main(): Promise<number> {
  const bank = JSON.parse(await readFile(SAMPLE_BANK, 'utf8')) as BankEntry[];
  const options = parseRehearsalArgs(process.argv.slice(2), bank.length);
  if ('problem' in options) {
    console.error(`${options.problem}\n\n${REHEARSAL_USAGE}`);
    return 1;
  }
  const fromEnv = options.emulate ? null : targetFromEnv(process.env);
  if (fromEnv && 'problem' in fromEnv) {
    console.error(fromEnv.problem);
    return 1;
  }

  if (options.dryRun) {
    const rules = relative(process.cwd(), resolve(options.rulesFile ?? 'database.rules.json'));
    const firestore = gcloudInstalled()
      ? ', the Firestore emulator'
      : ' (no gcloud: no Firestore emulator)';
    const where =
      fromEnv?.description ??
      `emulators started on free ports: the Auth emulator, the loopback database judged by ${rules}${firestore}`;
    for (const line of describeRehearsal(options, where, bank)) console.info(line);
    console.info('Dry run: nothing was started, connected to or written.');
    return 0;
  }

  const interrupt = new AbortController();
  let interrupts = 0;
  const onSignal = () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    console.error(
      '\nInterrupted: stopping, then cleaning up (Ctrl-C again quits at once, leaving what was written).',
    );
    interrupt.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let emulators: Emulators | null = null;
  if (options.emulate) {
    console.info('Starting the emulators…');
    const started = performance.now();
    try {
      emulators = await startEmulators(
        options.rulesFile,
        options.hall ? LIMITS[options.hall.plan].connections : undefined,
      );
    } catch (error) {
      console.error(
        `The emulators did not start: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
    const { authEmulatorHost, databaseURL, firestoreEmulatorHost } = emulators.target;
    const firestore = firestoreEmulatorHost ? `, Firestore ${firestoreEmulatorHost}` : '';
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Ready in ${seconds} s: Auth ${authEmulatorHost}, database ${new URL(databaseURL).host}${firestore}`,
    );
    for (const note of emulators.notes) console.info(note);
  }
  const target = emulators?.target ?? fromEnv;
  try {
    if (!target || 'problem' in target) return 1;
    if (interrupt.signal.aborted) return 130;
    return await rehearse({
      options,
      target,
      hallNight: hallNight(options.hall, emulators),
      bank,
      signal: interrupt.signal,
      out: console.info,
    });
  } finally {
    await emulators?.stop();
  }
}

process.exitCode = await main();
