import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import type { DatabaseLike } from '../../scripts/common/night-store.ts';

const root = resolve(import.meta.dirname, '../..');

/** The emulators `npm run emulators` plays the game on, however they were started. */
export interface GameEmulators {
  /** `host:port` of each, as FIREBASE_AUTH_EMULATOR_HOST and the others take them. */
  auth: string;
  firestore: string;
  database: string;
  /** Writes the Realtime Database for the night store where firebase-admin cannot (loopback). */
  nightDatabase?: DatabaseLike;
  stop(): Promise<void>;
}

type Emulator = 'auth' | 'firestore' | 'database';
const EMULATORS: Emulator[] = ['auth', 'firestore', 'database'];

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/**
 * Firebase's Auth, Firestore and Realtime Database emulators (Java 21+) for `projectId`, on
 * firebase.json's ports, with its rules files, their output in this terminal. Resolves once
 * each one listens; rejects, having stopped them, when they stop first or take 90 s.
 */
export async function startFirebaseEmulators(projectId: string): Promise<GameEmulators> {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: Record<Emulator, { host: string; port: number }>;
  };
  const firebase = spawn(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', EMULATORS.join(','), '--project', projectId],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  const exited = new Promise<void>((done) => firebase.once('exit', () => done()));
  const running = () => firebase.exitCode === null && firebase.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    firebase.kill('SIGINT');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (const { host, port } of EMULATORS.map((name) => config.emulators[name])) {
    while (!(await portOpen(host, port))) {
      if (!running() || Date.now() > deadline) {
        await stop();
        throw new Error(`Firebase's emulators did not start: nothing answered on ${host}:${port}.`);
      }
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }
  const at = (name: Emulator) => `${config.emulators[name].host}:${config.emulators[name].port}`;
  return { auth: at('auth'), firestore: at('firestore'), database: at('database'), stop };
}
