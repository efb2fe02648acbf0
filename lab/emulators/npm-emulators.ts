import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './emulator-service.ts';

const root = new URL('../..', import.meta.url).pathname;

/** `npm run emulators` as a newcomer starts it, in a process group of its own. */
export interface NpmEmulators {
  command: ChildProcess;
  /** Where the site is served. */
  origin: string;
  /** Everything the command has printed so far. */
  output(): string;
  /** The emulators' `host:port`s, as the command printed them. */
  hosts(): string[];
}

/** Whether something listens on `host` (`127.0.0.1:port`). */
export function listening(host: string): Promise<boolean> {
  const [address, port] = host.split(':');
  return new Promise((done) => {
    const socket = connect({ host: address, port: Number(port) }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** Starts `npm run emulators` (EMULATORS=loopback) and resolves once the site answers. */
export async function startNpmEmulators(): Promise<NpmEmulators> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const command = spawn(
    'npm',
    ['run', 'emulators', '--', '--host', '127.0.0.1', '--port', `${port}`],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, EMULATORS: 'loopback' },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  command.stdout?.on('data', keep);
  command.stderr?.on('data', keep);
  const started: NpmEmulators = {
    command,
    origin,
    output: () => output,
    hosts: () => [...output.matchAll(/at (127\.0\.0\.1:\d+)/g)].map(([, host]) => host ?? ''),
  };
  for (let waited = 0; waited < 240; waited += 1) {
    if (command.exitCode !== null) throw new Error(`npm run emulators stopped:\n${output}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return started;
    await new Promise((wake) => setTimeout(wake, 500));
  }
  throw new Error(`npm run emulators served nothing within 120 s:\n${output}`);
}

/** Whether any process of npm's process group (npm, the command, Vite) is still running. */
export function groupAlive({ command }: NpmEmulators): boolean {
  if (command.pid === undefined) return false;
  try {
    process.kill(-command.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `signal` to npm alone (as a supervisor does) or to its process group (Ctrl-C in a
 * terminal, which also reaches whatever of it outlived npm); resolves once npm has exited.
 */
export async function signalNpm(
  emulators: NpmEmulators,
  signal: NodeJS.Signals,
  to: 'npm' | 'group',
): Promise<void> {
  const { command } = emulators;
  if (command.pid === undefined) return;
  const running = command.exitCode === null && command.signalCode === null;
  if (!running && (to === 'npm' || !groupAlive(emulators))) return;
  const gone = running ? new Promise((done) => command.once('exit', done)) : Promise.resolve();
  process.kill(to === 'group' ? -command.pid : command.pid, signal);
  await gone;
}
