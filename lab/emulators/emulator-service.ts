import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How long an emulator may take to answer after it is started (a JVM on a loaded machine). */
const STARTUP_TIMEOUT_MS = 120_000;

/**
 * A free loopback port. The usual race: another process can take it before the emulator listens
 * on it (seen once in `npm test`, gcloud's Java failing with "Address already in use"), so the
 * starters go through `onFreePorts`.
 */
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

/** An emulator started by a test or a command, and how to stop it. */
export interface RunningService {
  host: string;
  stop(): Promise<void>;
}

/** A child in its own process group: Ctrl-C in the terminal reaches its starter, not it. */
interface Service {
  child: ChildProcess;
  log: () => string;
}

/** Process groups still running, stopped on any exit (an uncaught error included). */
const runningGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of runningGroups) killGroup(pid, 'SIGTERM');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function startService(command: string, args: string[], cwd?: string): Service {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
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

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the service's whole process group (firebase-tools' node, gcloud's Java), at most 10 s,
 * and resolves once every process of it has gone: gcloud's wrapper can exit before its Java lets
 * go of the port.
 */
async function stopService({ child }: Service): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  killGroup(pid, 'SIGTERM');
  const force = Date.now() + 10_000;
  while (groupAlive(pid)) {
    if (Date.now() > force) killGroup(pid, 'SIGKILL');
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** What gcloud's Java and firebase-tools print when a port was taken before they listened. */
const PORT_TAKEN = /Address already in use|EADDRINUSE|Port \d+ is not open on/;

/** A service that stopped while starting because another process had taken its port. */
export class PortTakenError extends Error {}

async function waitUntilServing(url: string, service: Service, name: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      const log = service.log();
      const Stopped = PORT_TAKEN.test(log) ? PortTakenError : Error;
      throw new Stopped(`${name} stopped while starting:\n${log}`);
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

/**
 * Starts `command` in its own process group and resolves once `host` answers over HTTP; rejects
 * (the service stopped) when it does not. `stop` ends the whole group, then runs `cleanUp`.
 */
export async function startEmulator(
  name: string,
  host: string,
  [command, ...args]: [string, ...string[]],
  { cwd, cleanUp }: { cwd?: string; cleanUp?: () => void } = {},
): Promise<RunningService> {
  const service = startService(command, args, cwd);
  const stop = async () => {
    await stopService(service);
    cleanUp?.();
  };
  try {
    await waitUntilServing(`http://${host}/`, service, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}

/** How many times a starter picks new ports when the ones it picked were taken. */
const PORT_ATTEMPTS = 3;

/** Runs `start` (which picks its ports with freePort) again when its ports were taken first. */
export async function onFreePorts<Started>(start: () => Promise<Started>): Promise<Started> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}
