import { callTimeoutMs, type Service } from './call-timeout.ts';
import type { Refused } from './outcome.ts';

/** Where a game command connects (see targetOf), or the problem that keeps it from connecting. */
export interface Target {
  emulated: boolean;
  projectId: string | undefined;
  databaseURL: string;
  /** Says where, in what the command prints. */
  description: string;
  hosts: Partial<Record<Service, string>>;
  timeoutMs: number;
  problem?: undefined;
}

const EMULATOR_HOSTS: Record<Service, string> = {
  database: 'FIREBASE_DATABASE_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  // firebase-admin's Auth finds its emulator through FIREBASE_AUTH_EMULATOR_HOST alone.
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
};
const CLOUD_HOSTS = {
  firestore: 'firestore.googleapis.com',
  auth: 'identitytoolkit.googleapis.com',
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Where a command goes, from the environment: the emulators when every one of `services`'
 * emulator hosts is set, else the real project named by the service account and database URL.
 * `hosts` names each service's host for messages, and `timeoutMs` is how long a call may take
 * (see call-timeout.ts).
 */
function targetOf(env: NodeJS.ProcessEnv, services: Service[]): Target | Refused {
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || env.FIREBASE_PROJECT_ID;
  const emulatorHosts = services.map((service) => EMULATOR_HOSTS[service]);
  const setHosts = emulatorHosts.filter((name) => env[name]);
  const timeoutMs = callTimeoutMs(env);

  if (setHosts.length > 0) {
    if (setHosts.length < emulatorHosts.length) {
      return { problem: `Set both ${emulatorHosts.join(' and ')}, or neither.` };
    }
    if (!projectId) return { problem: 'Set GCLOUD_PROJECT to the emulators’ project id.' };
    return {
      emulated: true,
      projectId,
      databaseURL: env.FIREBASE_DATABASE_EMULATOR_HOST
        ? `http://${env.FIREBASE_DATABASE_EMULATOR_HOST}?ns=${projectId}`
        : '',
      description: `emulators, project ${projectId}`,
      hosts: Object.fromEntries(services.map((service) => [service, env[EMULATOR_HOSTS[service]]])),
      timeoutMs,
    };
  }

  if (!env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {
      problem:
        'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (or the emulator hosts).',
    };
  }
  const withDatabase = services.includes('database');
  if (withDatabase && !env.FIREBASE_DATABASE_URL) {
    return { problem: 'Set FIREBASE_DATABASE_URL to the Realtime Database URL.' };
  }
  const database = withDatabase ? hostOf(env.FIREBASE_DATABASE_URL ?? '') : '';
  if (database === null) {
    return { problem: 'FIREBASE_DATABASE_URL is not a URL: copy it from the Firebase console.' };
  }
  const hosts: Record<Service, string> = { ...CLOUD_HOSTS, database };
  return {
    emulated: false,
    projectId: projectId || undefined,
    databaseURL: withDatabase ? (env.FIREBASE_DATABASE_URL ?? '') : '',
    description: `project ${projectId || 'of the service account'}`,
    hosts: Object.fromEntries(services.map((service) => [service, hosts[service]])),
    timeoutMs,
  };
}

/** The target of game:schedule, questions:upload and game:new-night: Firestore and RTDB. */
export const uploadTarget = (env: NodeJS.ProcessEnv) => targetOf(env, ['firestore', 'database']);

/** The target of notes:upload: Firestore alone. */
export const notesTarget = (env: NodeJS.ProcessEnv) => targetOf(env, ['firestore']);

/** The target of game:admin: Auth and RTDB. */
export const adminTarget = (env: NodeJS.ProcessEnv) => targetOf(env, ['database', 'auth']);
