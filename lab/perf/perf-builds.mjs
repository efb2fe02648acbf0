// The two builds `npm run perf` measures: local mode, and the build that ships, configured for
// Firebase. The Firebase one uses a placeholder project, so nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where the Realtime Database's REST API is answered, on the Firebase build's own origin. */
export const DATABASE_PATH = '/perf-database';

/**
 * The web config of a project that does not exist. The database URL is the preview server's own
 * origin, which firebase.json's CSP allows ('self'), and where `databaseStub` answers.
 */
export function firebaseEnv(port) {
  return {
    VITE_FIREBASE_PROJECT_ID: 'demo-ecs-perf',
    VITE_FIREBASE_API_KEY: 'perf-placeholder-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-ecs-perf.firebaseapp.com',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_FIREBASE_DATABASE_URL: `http://127.0.0.1:${port}${DATABASE_PATH}`,
    VITE_FIREBASE_STORAGE_BUCKET: '',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '',
    VITE_USE_FIREBASE_EMULATORS: 'false',
  };
}

/** Local mode whatever .env.local says: an empty project id wins over the file (Vite's rule). */
export const LOCAL_ENV = { VITE_FIREBASE_PROJECT_ID: '' };

/**
 * An empty Realtime Database (no night set, no teams): every read of the REST API is `null`, as
 * a project between nights answers. The home page's banner reads the night during its load.
 */
export function databaseStub(request, response, next) {
  if (!request.url?.startsWith(`${DATABASE_PATH}/`)) return next();
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end('null');
}

/** Runs `npm run build` with `env` over the environment; throws with its output when it fails. */
export function build(root, env) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('npm run build failed; nothing measured.');
  }
}

/** Keeps a copy of dist/ at `to`, since the next build empties dist/. */
export function keep(root, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(join(root, 'dist'), to, { recursive: true });
}

export function builtAt(dir, name) {
  if (!existsSync(join(dir, '.vite', 'bundle-report.json'))) {
    throw new Error(`No ${name} build in ${dir}: run npm run perf without --skip-build once.`);
  }
  return dir;
}
