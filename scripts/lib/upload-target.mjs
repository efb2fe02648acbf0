const UPLOAD_EMULATORS = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_DATABASE_EMULATOR_HOST'];
// firebase-admin's Auth finds its emulator through FIREBASE_AUTH_EMULATOR_HOST alone.
const ADMIN_EMULATORS = ['FIREBASE_DATABASE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'];

/**
 * Where a command goes, from the environment: the emulators when every one of `emulatorHosts`
 * is set, else the real project named by the service account and database URL.
 */
function targetOf(env, emulatorHosts) {
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || env.FIREBASE_PROJECT_ID;
  const setHosts = emulatorHosts.filter((name) => env[name]);

  if (setHosts.length > 0) {
    if (setHosts.length < emulatorHosts.length) {
      return { problem: `Set both ${emulatorHosts.join(' and ')}, or neither.` };
    }
    if (!projectId) return { problem: 'Set GCLOUD_PROJECT to the emulators’ project id.' };
    return {
      emulated: true,
      projectId,
      databaseURL: `http://${env.FIREBASE_DATABASE_EMULATOR_HOST}?ns=${projectId}`,
      description: `emulators, project ${projectId}`,
    };
  }

  if (!env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {
      problem:
        'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (or the emulator hosts).',
    };
  }
  if (!env.FIREBASE_DATABASE_URL) {
    return { problem: 'Set FIREBASE_DATABASE_URL to the Realtime Database URL.' };
  }
  return {
    emulated: false,
    projectId: projectId || undefined,
    databaseURL: env.FIREBASE_DATABASE_URL,
    description: `project ${projectId || 'of the service account'}`,
  };
}

/** The target of game:schedule, questions:upload and game:new-night: Firestore and RTDB. */
export const uploadTarget = (env) => targetOf(env, UPLOAD_EMULATORS);

/** The target of game:admin: Auth and RTDB. */
export const adminTarget = (env) => targetOf(env, ADMIN_EMULATORS);
