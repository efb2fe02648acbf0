// `npm run emulators [-- vite options]`: the Firebase emulators (Auth always;
// Firestore and the Realtime Database when Java 21+ is installed), the sample
// question bank and semester notes uploaded into them, and the site served by Vite
// against them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const PROJECT_ID = 'demo-ecs';
const SAMPLE_BANK = 'src/content/cos-questions.sample.json';
const SAMPLE_NOTES = 'src/content/semester-notes.sample.json';

/** Major version from `java -version` output ("1.8.0_392" is 8, "21.0.2" is 21), or null. */
export function javaMajor(versionOutput) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput ?? '');
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Which emulators can run, and the one line that says what is missing. */
export function plan(major) {
  if (major !== null && major >= 21) return { emulators: ['auth', 'firestore', 'database'] };
  const found = major === null ? 'no Java found' : `found Java ${major}`;
  return {
    emulators: ['auth'],
    notice: `Firestore and Realtime Database emulators need Java 21+ (${found}): running Auth only, so the game has no questions or teams here.`,
  };
}

/**
 * The upload's night for a fresh emulator: it opens at the next whole minute but one (the
 * upload refuses a night that has opened) and lasts two hours, so the sample bank is playable.
 */
export function sampleNightArgs(now) {
  const opens = new Date(Math.ceil(now / 60_000) * 60_000 + 60_000);
  return ['--opens', `${opens.toISOString().slice(0, 16)}Z`, '--hours', '2'];
}

function installedJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? null : javaMajor(`${result.stderr}${result.stdout}`);
}

function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  return emulators;
}

function portOpen(host, port) {
  return new Promise((done) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function waitForPort(host, port, child, seconds = 90) {
  for (let waited = 0; waited < seconds * 4; waited += 1) {
    if (child.exitCode !== null) throw new Error('the Firebase emulators stopped while starting');
    if (await portOpen(host, port)) return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`nothing answered on ${host}:${port} after ${seconds} s`);
}

const bin = (name) => join(root, 'node_modules/.bin', name);
const children = [];

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  process.exitCode = code;
}

async function main() {
  const { emulators, notice } = plan(installedJava());
  if (notice) console.warn(notice);
  const ports = emulatorPorts();
  const host = (name) => `${ports[name].host}:${ports[name].port}`;

  const firebase = spawn(
    bin('firebase'),
    ['emulators:start', '--only', emulators.join(','), '--project', PROJECT_ID],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  children.push(firebase);
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  firebase.on('exit', (code) => stop(code ?? 1));

  for (const name of emulators) await waitForPort(ports[name].host, ports[name].port, firebase);

  if (emulators.includes('firestore')) {
    const upload = spawnSync(
      'npm',
      ['run', 'questions:upload', '--', SAMPLE_BANK, ...sampleNightArgs(Date.now())],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: host('firestore'),
          FIREBASE_DATABASE_EMULATOR_HOST: host('database'),
          GCLOUD_PROJECT: PROJECT_ID,
        },
      },
    );
    if (upload.status !== 0) console.warn('The sample question bank was not uploaded (see above).');
    const notes = spawnSync('npm', ['run', 'notes:upload', '--', SAMPLE_NOTES], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: host('firestore'),
        GCLOUD_PROJECT: PROJECT_ID,
      },
    });
    if (notes.status !== 0) console.warn('The sample notes were not uploaded (see above).');
  }

  // Set every Firebase variable so a .env.local for the real project cannot leak in.
  const site = spawn(bin('vite'), process.argv.slice(2), {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
      VITE_FIREBASE_APP_ID: '',
      VITE_FIREBASE_DATABASE_URL: `http://${host('database')}/?ns=${PROJECT_ID}`,
      VITE_AUTH_EMULATOR_URL: `http://${host('auth')}`,
      VITE_FIRESTORE_EMULATOR_HOST: host('firestore'),
    },
  });
  children.push(site);
  site.on('exit', (code) => stop(code ?? 0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`emulators: ${error instanceof Error ? error.message : error}`);
    stop(1);
  });
}
