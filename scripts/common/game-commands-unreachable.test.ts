import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The game commands as the organizers run them (child processes), against hosts that never
 * answer: a closed port (firebase-admin's Realtime Database then waits for ever) and a port
 * that accepts connections and stays silent. Each must end on its own, with exit code 1 and
 * one line on stderr. The timeout is shortened to 0.5 s; the real one is 20 s (call-timeout.ts).
 */
const CLOSED = '127.0.0.1:1';
const NIGHT = ['--opens', '2030-12-05T18:00+05:30', '--hours', '2'];
const BANK = 'src/content/cos-questions.sample.json';
/** A command still running by then has hung: it is killed, so a failing test leaves nothing behind. */
const HUNG_AFTER_MS = 10_000;

const NPM_SCRIPTS = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The file `npm run <name>` runs with tsx, as package.json says. */
function commandFile(name: string): string {
  const file = /^tsx (\S+)$/.exec(NPM_SCRIPTS[name] ?? '')?.[1];
  if (!file) throw new Error(`package.json runs no "tsx FILE" as ${name}`);
  return file;
}

function command(name: string, argv: string[], hosts: Record<string, string>) {
  // Only what the command needs: no credentials or emulator hosts from the developer's shell.
  const env = {
    PATH: process.env.PATH,
    GCLOUD_PROJECT: 'demo-unreachable',
    GAME_COMMAND_TIMEOUT_MS: '500',
    ...hosts,
  };
  // As package.json runs it with tsx, in one process a hung test can kill.
  const child = spawn(process.execPath, ['--import', 'tsx', commandFile(name), ...argv], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const hung = setTimeout(() => child.kill('SIGKILL'), HUNG_AFTER_MS);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(hung);
      resolve({ code, stdout, stderr });
    }),
  );
}

const nightHosts = { FIRESTORE_EMULATOR_HOST: CLOSED, FIREBASE_DATABASE_EMULATOR_HOST: CLOSED };
const silentRtdb = () =>
  `The Realtime Database at ${CLOSED} did not answer within 0.5 s. Nothing was written.\n`;

// Long enough for the admin test's three commands to be killed as hung, one after the other.
describe('the game commands against a database that never answers', { timeout: 40_000 }, () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let silentHost = '';

  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    silentHost = `127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each([
    ['game:schedule', NIGHT],
    ['game:new-night', [...NIGHT, '--dry-run']],
    ['game:new-night', NIGHT],
    ['questions:upload', [BANK, ...NIGHT]],
  ])('%s %j ends on its own with one line naming the host, exit code 1', async (name, argv) => {
    const run = await command(name, argv, nightHosts);
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: silentRtdb() });
  });

  it('game:admin list, grant and revoke end the same way when the database or Auth is silent', async () => {
    const closedDatabase = { FIREBASE_DATABASE_EMULATOR_HOST: CLOSED };
    const list = await command('game:admin', ['list'], {
      ...closedDatabase,
      FIREBASE_AUTH_EMULATOR_HOST: silentHost,
    });
    expect(list).toMatchObject({ code: 1, stdout: '', stderr: silentRtdb() });
    for (const action of ['grant', 'revoke']) {
      const run = await command('game:admin', [action, 'orga@ece.nits.ac.in'], {
        ...closedDatabase,
        FIREBASE_AUTH_EMULATOR_HOST: silentHost,
      });
      expect(run).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `Firebase Auth at ${silentHost} did not answer within 0.5 s. Nothing was written.\n`,
      });
    }
  });

  it('game:admin says in one line that Auth refused the connection, naming its host', async () => {
    const run = await command('game:admin', ['grant', 'orga@ece.nits.ac.in'], {
      FIREBASE_DATABASE_EMULATOR_HOST: CLOSED,
      FIREBASE_AUTH_EMULATOR_HOST: CLOSED,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Could not reach Firebase Auth at 127\.0\.0\.1:1: [^\n]*\n$/);
  });
});
