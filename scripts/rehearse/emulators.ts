import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { startLoopbackDatabase } from '../lib/loopback-database.ts';
import { emulatorTarget, type RehearsalTarget } from './target.ts';

const root = resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 90_000;
export const EMULATED_PROJECT = 'demo-rehearsal';

/** A free loopback port (the usual race: another process could take it before we listen). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A child in its own process group: Ctrl-C in the terminal reaches the rehearsal, not it. */
interface Service {
  child: ChildProcess;
  log: () => string;
}

/** Process groups still running, stopped on any exit (an uncaught error included). */
const runningGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of runningGroups) killGroup(pid, 'SIGTERM');
});

function startService(command: string, args: string[], cwd: string): Service {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const pid = child.pid;
  if (pid !== undefined) {
    runningGroups.add(pid);
    child.once('exit', () => runningGroups.delete(pid));
  }
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => output };
}

/** Stops the service's whole process group (firebase-tools' node, gcloud's Java), at most 10 s. */
function stopService({ child }: Service): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  const pid = child.pid;
  return new Promise((done) => {
    const force = setTimeout(() => killGroup(pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    killGroup(pid, 'SIGTERM');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function waitUntilServing(url: string, service: Service, name: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${name} stopped while starting:\n${service.log()}`);
    }
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(
    `${name} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${service.log()}`,
  );
}

export interface RunningService {
  host: string;
  stop(): Promise<void>;
}

/**
 * The Firebase Auth emulator (firebase-tools, no Java) on free ports, from a firebase.json of its
 * own in a temporary folder, where its debug log goes too.
 */
export async function startAuthEmulator(projectId = EMULATED_PROJECT): Promise<RunningService> {
  const folder = mkdtempSync(join(tmpdir(), 'rehearsal-auth-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify(config));
  const service = startService(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', 'firebase.json'],
    folder,
  );
  const host = `127.0.0.1:${auth}`;
  const stop = async () => {
    await stopService(service);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`http://${host}/`, service, 'The Auth emulator');
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}

export function gcloudInstalled(): boolean {
  return !spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).error;
}

/**
 * The gcloud SDK's Cloud Firestore emulator (Java 17 is enough) on a free port, with
 * firestore.rules loaded as the Firebase tools load them.
 */
export async function startFirestoreEmulator(
  projectId = EMULATED_PROJECT,
): Promise<RunningService> {
  const host = `127.0.0.1:${await freePort()}`;
  const service = startService(
    'gcloud',
    ['emulators', 'firestore', 'start', `--host-port=${host}`],
    root,
  );
  const stop = () => stopService(service);
  try {
    await waitUntilServing(`http://${host}/`, service, 'The Firestore emulator');
    const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
    const loaded = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    if (!loaded.ok)
      throw new Error(`The Firestore emulator refused firestore.rules (${loaded.status}).`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}

export interface Emulators {
  target: RehearsalTarget;
  /** What was started, for the first line of the report. */
  notes: string[];
  stop(): Promise<void>;
}

/**
 * `--emulate`: the Auth emulator, the loopback Realtime Database judging by `rulesFile`, and
 * the Firestore emulator where gcloud is installed, all on free loopback ports.
 */
export async function startEmulators(rulesFile: string | null): Promise<Emulators> {
  const rules = resolve(rulesFile ?? join(root, 'database.rules.json'));
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((service) => service.stop()));
  };
  try {
    const database = await startLoopbackDatabase(null, { rulesFile: rules });
    started.push({ stop: () => database.close() });
    const withFirestore = gcloudInstalled();
    const [auth, firestore] = await Promise.allSettled([
      startAuthEmulator(),
      withFirestore ? startFirestoreEmulator() : Promise.resolve(undefined),
    ]);
    for (const result of [auth, firestore]) {
      if (result.status === 'fulfilled' && result.value) started.push(result.value);
    }
    if (auth.status === 'rejected') throw auth.reason;
    if (firestore.status === 'rejected') throw firestore.reason;
    const notes = withFirestore
      ? []
      : ['gcloud is not installed: no Firestore emulator, so the riddles are not rehearsed.'];
    const target = emulatorTarget({
      projectId: EMULATED_PROJECT,
      databaseURL: database.databaseURL,
      authEmulatorHost: auth.value.host,
      firestoreEmulatorHost: firestore.value?.host,
      rulesFile: relative(root, rules) || rules,
    });
    return { target, notes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
