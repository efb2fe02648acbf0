/**
 * Where the upload goes, from the environment: the emulators when their hosts
 * are set, else the real project named by the service account and database URL.
 */
export function uploadTarget(env) {
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || env.FIREBASE_PROJECT_ID;
  const firestoreEmulator = env.FIRESTORE_EMULATOR_HOST;
  const databaseEmulator = env.FIREBASE_DATABASE_EMULATOR_HOST;

  if (firestoreEmulator || databaseEmulator) {
    if (!firestoreEmulator || !databaseEmulator) {
      return {
        problem:
          'Set both FIRESTORE_EMULATOR_HOST and FIREBASE_DATABASE_EMULATOR_HOST, or neither.',
      };
    }
    if (!projectId) return { problem: 'Set GCLOUD_PROJECT to the emulators’ project id.' };
    return {
      emulated: true,
      projectId,
      databaseURL: `http://${databaseEmulator}?ns=${projectId}`,
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
