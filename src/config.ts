/**
 * The one place that reads import.meta.env. Everything else asks this module.
 * Firebase is used when a project id is configured; otherwise the site runs on
 * the in-browser local backend with no account anywhere.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  databaseURL: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface AppConfig {
  backend: 'firebase' | 'local';
  firebase: FirebaseWebConfig | null;
  useEmulators: boolean;
  authEmulatorUrl: string;
  firestoreEmulatorHost: string;
  allowedEmailDomain: string;
  vitalsUrl: string | null;
  isDev: boolean;
  /** The year the site was built (vite.config.ts sets it): the footer's copyright year. */
  buildYear: number;
  /** Local mode's game night as written (VITE_LOCAL_GAME_OPENS_AT, VITE_LOCAL_GAME_HOURS). */
  localNight: { opensAt: string; hours: string };
  /** Local mode's organizers as written: comma-separated e-mails (VITE_LOCAL_ORGANIZERS). */
  localOrganizers: string;
}

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function readConfig(env: Env): AppConfig {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const useEmulators = text(env, 'VITE_USE_FIREBASE_EMULATORS') === 'true';
  let firebase: FirebaseWebConfig | null = null;
  if (projectId) {
    const required = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_DATABASE_URL'] as const;
    const missing = useEmulators ? [] : required.filter((name) => !text(env, name));
    if (missing.length > 0) {
      throw new Error(
        `VITE_FIREBASE_PROJECT_ID is set but ${missing.join(', ')} missing (see .env.example).`,
      );
    }
    firebase = {
      apiKey: text(env, 'VITE_FIREBASE_API_KEY') || 'emulator-api-key',
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
      projectId,
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
      databaseURL:
        text(env, 'VITE_FIREBASE_DATABASE_URL') || `http://127.0.0.1:9000/?ns=${projectId}`,
      storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET') || undefined,
      messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID') || undefined,
    };
  }
  return {
    backend: firebase ? 'firebase' : 'local',
    firebase,
    useEmulators,
    authEmulatorUrl: text(env, 'VITE_AUTH_EMULATOR_URL') || 'http://127.0.0.1:9099',
    firestoreEmulatorHost: text(env, 'VITE_FIRESTORE_EMULATOR_HOST') || '127.0.0.1:8080',
    allowedEmailDomain: text(env, 'VITE_ALLOWED_EMAIL_DOMAIN') || 'ece.nits.ac.in',
    vitalsUrl: text(env, 'VITE_VITALS_URL') || null,
    isDev: env.DEV === true,
    // Outside a Vite build (unit tests), this year.
    buildYear: Number(text(env, 'VITE_BUILD_YEAR')) || new Date().getFullYear(),
    // Read by the local game chunk, so the home page carries none of it.
    localNight: {
      opensAt: text(env, 'VITE_LOCAL_GAME_OPENS_AT'),
      hours: text(env, 'VITE_LOCAL_GAME_HOURS'),
    },
    localOrganizers: text(env, 'VITE_LOCAL_ORGANIZERS'),
  };
}

export const config: AppConfig = readConfig(import.meta.env);
