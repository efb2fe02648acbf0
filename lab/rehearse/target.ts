import { readFileSync } from 'node:fs';

/** Where the rehearsal plays: a real (staging) project, or emulators. */
export interface RehearsalTarget {
  emulated: boolean;
  projectId: string;
  /** The Realtime Database REST root, as the site's VITE_FIREBASE_DATABASE_URL. */
  databaseURL: string;
  /** The web app's API key, which exchanges a custom token for an ID token. */
  apiKey: string;
  /** `host:port` of the Auth emulator, or null for the real service. */
  authEmulatorHost: string | null;
  /**
   * `host:port` of the Firestore emulator; null for the real service. Undefined: no Firestore
   * (emulators without one), and the riddles are not rehearsed.
   */
  firestoreEmulatorHost: string | null | undefined;
  /** For the first line of the report. */
  description: string;
}

type Env = Record<string, string | undefined>;

const EMULATOR_API_KEY = 'demo-api-key';

function projectOfKey(file: string, readText: (file: string) => string): string | undefined {
  try {
    const key = JSON.parse(readText(file)) as { project_id?: unknown };
    return typeof key.project_id === 'string' ? key.project_id : undefined;
  } catch {
    return undefined;
  }
}

/** The emulators that `--emulate` started, as a target. */
export function emulatorTarget(hosts: {
  projectId: string;
  databaseURL: string;
  authEmulatorHost: string;
  firestoreEmulatorHost: string | undefined;
  rulesFile: string;
}): RehearsalTarget {
  const firestore = hosts.firestoreEmulatorHost ? ', Firestore emulator' : '';
  return {
    emulated: true,
    projectId: hosts.projectId,
    databaseURL: hosts.databaseURL,
    apiKey: EMULATOR_API_KEY,
    authEmulatorHost: hosts.authEmulatorHost,
    firestoreEmulatorHost: hosts.firestoreEmulatorHost,
    description: `emulators (Auth emulator, loopback database judged by ${hosts.rulesFile}${firestore})`,
  };
}

/**
 * The target from the environment, as the other game commands take it: emulators already
 * running when their hosts are set, else the real project of the service-account key.
 */
export function targetFromEnv(
  env: Env,
  readText: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): RehearsalTarget | { problem: string } {
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const databaseHost = env.FIREBASE_DATABASE_EMULATOR_HOST;
  if (authHost || databaseHost) {
    if (!authHost || !databaseHost) {
      return {
        problem:
          'Set both FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_DATABASE_EMULATOR_HOST, or neither.',
      };
    }
    const projectId = env.GCLOUD_PROJECT;
    if (!projectId) return { problem: 'Set GCLOUD_PROJECT to the emulators’ project id.' };
    const firestore = env.FIRESTORE_EMULATOR_HOST;
    return {
      emulated: true,
      projectId,
      databaseURL: `http://${databaseHost}/?ns=${projectId}`,
      apiKey: EMULATOR_API_KEY,
      authEmulatorHost: authHost,
      firestoreEmulatorHost: firestore || undefined,
      description: `emulators at ${authHost} (Auth) and ${databaseHost} (database)${firestore ? `, ${firestore} (Firestore)` : ''}, project ${projectId}`,
    };
  }
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!keyFile) {
    return {
      problem:
        'Set GOOGLE_APPLICATION_CREDENTIALS to the staging project’s service-account key file, or run with --emulate.',
    };
  }
  if (!env.FIREBASE_DATABASE_URL) {
    return { problem: 'Set FIREBASE_DATABASE_URL to the staging project’s Realtime Database URL.' };
  }
  const apiKey = env.FIREBASE_API_KEY || env.VITE_FIREBASE_API_KEY;
  if (!apiKey) {
    return {
      problem: 'Set FIREBASE_API_KEY to the staging web app’s API key (its VITE_FIREBASE_API_KEY).',
    };
  }
  const projectId =
    env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || projectOfKey(keyFile, readText);
  if (!projectId) {
    return { problem: `The key file ${keyFile} names no project: set GCLOUD_PROJECT.` };
  }
  return {
    emulated: false,
    projectId,
    databaseURL: env.FIREBASE_DATABASE_URL,
    apiKey,
    authEmulatorHost: null,
    firestoreEmulatorHost: null,
    description: `project ${projectId} (${env.FIREBASE_DATABASE_URL})`,
  };
}
