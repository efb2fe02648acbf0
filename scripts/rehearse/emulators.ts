import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { freePort, type RunningService, startEmulator } from '../lib/emulator-service.ts';
import { gcloudInstalled, startFirestoreEmulator } from '../lib/firestore-emulator.ts';
import { startLoopbackDatabase, type LoopbackDatabase } from '../lib/loopback-database.ts';
import { emulatorTarget, type RehearsalTarget } from './target.ts';

const root = resolve(import.meta.dirname, '../..');
export const EMULATED_PROJECT = 'demo-rehearsal';

/**
 * The Firebase Auth emulator (firebase-tools, no Java) on free ports, from a firebase.json of its
 * own in a temporary folder, where its debug log goes too.
 */
export async function startAuthEmulator(projectId = EMULATED_PROJECT): Promise<RunningService> {
  const folder = mkdtempSync(join(tmpdir(), 'rehearsal-auth-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify(config));
  const firebase = join(root, 'node_modules/.bin/firebase');
  return startEmulator(
    'The Auth emulator',
    `127.0.0.1:${auth}`,
    [
      firebase,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      'firebase.json',
    ],
    { cwd: folder, cleanUp: () => rmSync(folder, { recursive: true, force: true }) },
  );
}

export interface Emulators {
  target: RehearsalTarget;
  /** The loopback Realtime Database, for the emulated night's clock, network and counts. */
  database: LoopbackDatabase;
  /** What was started, for the first line of the report. */
  notes: string[];
  stop(): Promise<void>;
}

/**
 * `--emulate`: the Auth emulator, the loopback Realtime Database judging by `rulesFile` (with
 * `maxConnections`, Spark's cap, under --plan spark), and the Firestore emulator where gcloud
 * is installed, all on free loopback ports.
 */
export async function startEmulators(
  rulesFile: string | null,
  maxConnections?: number,
): Promise<Emulators> {
  const rules = resolve(rulesFile ?? join(root, 'database.rules.json'));
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((service) => service.stop()));
  };
  try {
    const database = await startLoopbackDatabase(null, { rulesFile: rules, maxConnections });
    started.push({ stop: () => database.close() });
    const withFirestore = gcloudInstalled();
    const [auth, firestore] = await Promise.allSettled([
      startAuthEmulator(),
      withFirestore ? startFirestoreEmulator(EMULATED_PROJECT) : Promise.resolve(undefined),
    ]);
    for (const result of [auth, firestore]) {
      if (result.status === 'fulfilled' && result.value) started.push(result.value);
    }
    if (auth.status === 'rejected') throw auth.reason;
    if (firestore.status === 'rejected') throw firestore.reason;
    const notes = withFirestore
      ? []
      : ['gcloud is not installed: no Firestore emulator, so the riddles are not rehearsed.'];
    const target = emulatorTarget({
      projectId: EMULATED_PROJECT,
      databaseURL: database.databaseURL,
      authEmulatorHost: auth.value.host,
      firestoreEmulatorHost: firestore.value?.host,
      rulesFile: relative(root, rules) || rules,
    });
    return { target, database, notes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
