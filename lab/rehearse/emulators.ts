import { join, relative, resolve } from 'node:path';
import { gcloudInstalled } from '../emulators/firestore-emulator.ts';
import type { LoopbackDatabase } from '../loopback/loopback-database.ts';
import { startLoopbackEmulators } from '../emulators/loopback-emulators.ts';
import { emulatorTarget, type RehearsalTarget } from './target.ts';

const root = resolve(import.meta.dirname, '../..');
export const EMULATED_PROJECT = 'demo-rehearsal';

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
  const withFirestore = gcloudInstalled();
  const emulators = await startLoopbackEmulators({
    projectId: EMULATED_PROJECT,
    rulesFile: rules,
    withFirestore,
    maxConnections,
  });
  const notes = withFirestore
    ? []
    : ['gcloud is not installed: no Firestore emulator, so the riddles are not rehearsed.'];
  const target = emulatorTarget({
    projectId: EMULATED_PROJECT,
    databaseURL: emulators.database.databaseURL,
    authEmulatorHost: emulators.authHost,
    firestoreEmulatorHost: emulators.firestoreHost,
    rulesFile: relative(root, rules) || rules,
  });
  return { target, database: emulators.database, notes, stop: emulators.stop };
}
