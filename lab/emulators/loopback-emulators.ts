import { startAuthEmulator } from './auth-emulator.ts';
import { startFirestoreEmulator } from './firestore-emulator.ts';
import { startLoopbackDatabase, type LoopbackDatabase } from '../loopback/loopback-database.ts';

/** The emulators that run without Java 21, as started by startLoopbackEmulators. */
export interface LoopbackEmulators {
  database: LoopbackDatabase;
  /** `host:port` of the Auth emulator. */
  authHost: string;
  /** `host:port` of the Firestore emulator; undefined when none was asked for. */
  firestoreHost: string | undefined;
  stop(): Promise<void>;
}

interface EmulatorOptions {
  projectId: string;
  rulesFile: string;
  withFirestore: boolean;
  /** The database's cap on connections at once (Spark's, under the rehearsal's --plan spark). */
  maxConnections?: number;
}

/**
 * The loopback Realtime Database judging by `rulesFile`, the Firebase Auth emulator (no Java)
 * and, `withFirestore`, the gcloud Firestore emulator with firestore.rules, for `projectId`, all
 * on free loopback ports. `npm run emulators` without Java 21 and the rehearsal's `--emulate`.
 * When one fails to start, those started are stopped.
 */
export async function startLoopbackEmulators(
  options: EmulatorOptions & { withFirestore: true },
): Promise<LoopbackEmulators & { firestoreHost: string }>;
export async function startLoopbackEmulators(options: EmulatorOptions): Promise<LoopbackEmulators>;
export async function startLoopbackEmulators({
  projectId,
  rulesFile,
  withFirestore,
  maxConnections,
}: EmulatorOptions): Promise<LoopbackEmulators> {
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((service) => service.stop()));
  };
  try {
    const database = await startLoopbackDatabase(null, { rulesFile, maxConnections });
    started.push({ stop: () => database.close() });
    const [auth, firestore] = await Promise.allSettled([
      startAuthEmulator(projectId),
      withFirestore ? startFirestoreEmulator(projectId) : Promise.resolve(undefined),
    ]);
    for (const result of [auth, firestore]) {
      if (result.status === 'fulfilled' && result.value) started.push(result.value);
    }
    if (auth.status === 'rejected') throw auth.reason;
    if (firestore.status === 'rejected') throw firestore.reason;
    return { database, authHost: auth.value.host, firestoreHost: firestore.value?.host, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
