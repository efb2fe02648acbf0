// Runs tests/rules-emulator against the gcloud SDK's Cloud Firestore emulator
// (Java 17 is enough, unlike `firebase emulators:exec`): starts it on a free
// loopback port, waits until it answers, runs the suite, and always stops it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

const STARTUP_TIMEOUT_MS = 60_000;

if (spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).error) {
  // CI must judge firestore.rules; a developer's machine without gcloud skips them and says so.
  if (process.env.CI) {
    console.error(
      'Firestore rules: `gcloud` is not installed, and CI must run them on its emulator.',
    );
    process.exit(1);
  }
  console.info(
    'Firestore rules: skipped, `gcloud` is not installed (its Firestore emulator runs them).',
  );
  process.exit(0);
}

const port = await freePort();
const host = `127.0.0.1:${port}`;
// Its own process group, so that stopping it also stops the Java child it starts.
const emulator = spawn('gcloud', ['emulators', 'firestore', 'start', `--host-port=${host}`], {
  detached: true,
  stdio: ['ignore', 'ignore', 'pipe'],
});
let emulatorLog = '';
emulator.stderr.on('data', (chunk) => (emulatorLog += chunk));
const stop = () => {
  try {
    process.kill(-emulator.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
const suites = [];
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const suite of suites) suite.kill(signal);
    process.exit(130);
  });
}

try {
  await waitUntilServing(`http://${host}/`);
} catch (error) {
  console.error(`Firestore rules: the emulator did not start (${error.message}).\n${emulatorLog}`);
  process.exit(1);
}
const tests = spawn('npx', ['vitest', 'run', '--config', 'tests/rules-emulator/vitest.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
});
suites.push(tests);
tests.on('exit', (code) => process.exit(code ?? 1));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: chosen } = server.address();
      server.close(() => resolve(chosen));
    });
  });
}

async function waitUntilServing(url) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) throw new Error(`it exited with code ${emulator.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}
