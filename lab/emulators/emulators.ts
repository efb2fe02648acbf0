/**
 * npm run emulators [-- vite options]
 *
 * The game on emulators, with no account anywhere (docs/firebase.md#the-emulators): Firebase's
 * emulators with Java 21+, else (or with EMULATORS=loopback) the Firebase Auth emulator, the
 * gcloud Firestore emulator and the loopback Realtime Database judged by database.rules.json, as
 * `game:rehearse -- --emulate` runs them; it says which. The sample riddles are uploaded for a night that opens now and lasts
 * two hours, the sample notes too, and Vite serves the site against them until Ctrl-C.
 *
 * package.json runs it as node with tsx's loader, not as the tsx command: that one passes Ctrl-C
 * on and kills this process outright when it has not answered within 30 ms, as on a busy
 * machine, and the emulators, in process groups of their own, would outlive it. It runs it with
 * `exec`, so that this process is npm's child: npm passes a SIGTERM or SIGINT it is sent to its
 * child alone, and a shell in between would die of it without passing it on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chooseEmulators } from './emulator-choice.ts';
import { startFirebaseEmulators, type GameEmulators } from './firebase-emulators.ts';
import { startLoopbackEmulators } from './loopback-emulators.ts';
import { openAdminNightStore } from '../../scripts/common/night-store.ts';
import { runNotesCommand } from '../../scripts/notes-upload/notes-command.ts';
import { openNotesStore } from '../../scripts/notes-upload/notes-store.ts';
import { loopbackAdmin, openSampleNight } from './sample-night.ts';
import { uploadTarget } from '../../scripts/common/upload-target.ts';

const root = resolve(import.meta.dirname, '../..');
const PROJECT_ID = 'demo-ecs';
const SAMPLE_BANK = join(root, 'src/content/cos-questions.sample.json');
const SAMPLE_NOTES = join(root, 'src/content/semester-notes.sample.json');

/** What `command flag` prints, or null when the command is not installed. */
function versionOf(command: string, flag: string): string | null {
  const result = spawnSync(command, [flag], { encoding: 'utf8' });
  return result.error ? null : `${result.stdout}${result.stderr}`;
}

async function startLoopbackSet(): Promise<GameEmulators> {
  const emulators = await startLoopbackEmulators({
    projectId: PROJECT_ID,
    rulesFile: join(root, 'database.rules.json'),
    withFirestore: true,
  });
  return {
    auth: emulators.authHost,
    firestore: emulators.firestoreHost,
    database: new URL(emulators.database.databaseURL).host,
    nightDatabase: loopbackAdmin(emulators.database),
    stop: emulators.stop,
  };
}

/** The sample night and notes, written by questions:upload's and notes:upload's code. */
async function uploadSamples(emulators: GameEmulators): Promise<boolean> {
  // firebase-admin finds the emulators by these variables, as the organizers' commands do.
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: emulators.firestore,
    FIREBASE_DATABASE_EMULATOR_HOST: emulators.database,
    GCLOUD_PROJECT: PROJECT_ID,
  });
  const target = uploadTarget(process.env);
  if (target.problem !== undefined) throw new Error(target.problem);
  const { store, close } = await openAdminNightStore(target, emulators.nightDatabase);
  try {
    const bank: unknown = JSON.parse(await readFile(SAMPLE_BANK, 'utf8'));
    const night = await openSampleNight(store, bank, Date.now());
    if (night.problem !== undefined) {
      console.error(night.problem);
      return false;
    }
    console.info(night.said);
  } finally {
    await close();
  }
  const notes = await runNotesCommand({
    argv: [SAMPLE_NOTES],
    env: process.env,
    openStore: openNotesStore,
    log: console.info,
    error: console.error,
  });
  return notes === 0;
}

/** Vite on the emulators: every Firebase variable set, so a .env.local cannot point elsewhere. */
function serveSite(emulators: GameEmulators, viteArgs: string[]): ChildProcess {
  return spawn(join(root, 'node_modules/.bin/vite'), viteArgs, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
      VITE_FIREBASE_APP_ID: '',
      VITE_FIREBASE_DATABASE_URL: `http://${emulators.database}/?ns=${PROJECT_ID}`,
      VITE_AUTH_EMULATOR_URL: `http://${emulators.auth}`,
      VITE_FIRESTORE_EMULATOR_HOST: emulators.firestore,
    },
  });
}

let emulators: GameEmulators | undefined;
let site: ChildProcess | undefined;
let stopping = false;

/** Stops the site and the emulators (once), then ends the process with `code`. */
async function shutDown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  site?.kill('SIGINT');
  await emulators?.stop();
  process.exit(code);
}

/** Stops everything once npm is gone without a word (killed outright): this process is orphaned. */
function stopWhenOrphaned(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutDown(0);
  }, 500).unref();
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutDown(0));
  process.on('SIGTERM', () => void shutDown(0));
  stopWhenOrphaned();
  const choice = chooseEmulators(versionOf('java', '-version'), versionOf('gcloud', '--version'), {
    loopback: process.env.EMULATORS === 'loopback',
  });
  if (choice.problem !== undefined) {
    console.error(choice.problem);
    return shutDown(1);
  }
  console.info(choice.says);
  emulators =
    choice.kind === 'firebase'
      ? await startFirebaseEmulators(PROJECT_ID)
      : await startLoopbackSet();
  console.info(
    `Auth emulator at ${emulators.auth}, Firestore emulator at ${emulators.firestore}, Realtime Database at ${emulators.database}, project ${PROJECT_ID}.`,
  );
  console.info(
    `The e-mails' verification and reset links: http://${emulators.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  if (!(await uploadSamples(emulators))) return shutDown(1);
  if (stopping) return;
  site = serveSite(emulators, process.argv.slice(2));
  site.on('exit', (code) => void shutDown(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`npm run emulators: ${error instanceof Error ? error.message : String(error)}`);
  void shutDown(1);
});
