import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { freePort } from './emulator-service.ts';
import { gcloudInstalled } from './firestore-emulator.ts';
import { outOfAll, questionHeading, scoreAfter } from '@/test/game-texts.ts';

/**
 * `npm run emulators` as a newcomer runs it, in its own process: with EMULATORS=loopback (what a
 * machine without Java 21 runs) it starts the emulators, opens the sample night and serves the
 * site; in Chromium a team plays a riddle and the board shows it. Ctrl-C stops every emulator
 * it started.
 */
const root = new URL('../..', import.meta.url).pathname;
const [firstRiddle] = JSON.parse(
  readFileSync(new URL('../../src/content/cos-questions.sample.json', import.meta.url), 'utf8'),
) as { answer: string }[];
const withFirestore = gcloudInstalled();
// CI must run this journey; a developer's machine without gcloud skips it and says so.
if (!withFirestore && process.env.CI)
  throw new Error('gcloud not found: CI runs npm run emulators.');
if (!withFirestore) console.info('gcloud not found: skipping npm run emulators.');

let command: ChildProcess | undefined;
let output = '';
let browser: Browser | undefined;
let origin = '';

/** Whether something listens on `host` (`127.0.0.1:port`). */
function listening(host: string): Promise<boolean> {
  const [address, port] = host.split(':');
  return new Promise((done) => {
    const socket = connect({ host: address, port: Number(port) }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function siteServing(): Promise<void> {
  for (let waited = 0; waited < 240; waited += 1) {
    if (command?.exitCode !== null) throw new Error(`npm run emulators stopped:\n${output}`);
    if (
      await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((wake) => setTimeout(wake, 500));
  }
  throw new Error(`npm run emulators served nothing within 120 s:\n${output}`);
}

beforeAll(async () => {
  if (!withFirestore) return;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  command = spawn('npm', ['run', 'emulators', '--', '--host', '127.0.0.1', '--port', `${port}`], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EMULATORS: 'loopback' },
  });
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  command.stdout?.on('data', keep);
  command.stderr?.on('data', keep);
  await siteServing();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 150_000);

/** Ctrl-C, as the terminal sends it to the whole process group; resolves once npm has exited. */
async function interrupt(): Promise<void> {
  if (command?.pid === undefined || command.exitCode !== null || command.signalCode !== null)
    return;
  const exited = new Promise((done) => command?.once('exit', done));
  process.kill(-command.pid, 'SIGINT');
  await exited;
}

afterAll(async () => {
  await browser?.close();
  await interrupt();
}, 30_000);

async function playFirstRiddle(page: Page, team: string): Promise<void> {
  await page.goto(`${origin}/CoS`);
  await page.getByRole('button', { name: 'NEXT' }).click({ timeout: 60_000 });
  await page.getByLabel('Team name').fill(team);
  await page.getByRole('button', { name: 'START THE GAME' }).click();
  await page.getByRole('heading', { name: questionHeading(1) }).waitFor({ timeout: 30_000 });
  const field = page.getByLabel('Your answer');
  await field.fill(firstRiddle?.answer ?? '');
  await field.press('Enter');
  await page.getByRole('heading', { name: questionHeading(2) }).waitFor({ timeout: 30_000 });
}

it.skipIf(!withFirestore)(
  'says which emulators it runs, opens a night, and serves a site where a team plays a riddle the board shows',
  async () => {
    expect(output).toContain(
      'EMULATORS=loopback: running the Firebase Auth emulator, the gcloud Firestore emulator and the loopback Realtime Database judged by database.rules.json.',
    );
    expect(output).toMatch(/Uploaded 21 riddles with their proofs\. Game night: /);
    expect(output).toContain('notes/semesters: 8 semesters');

    const page = await (browser as Browser).newPage();
    await playFirstRiddle(page, 'spark gap');
    await page.goto(`${origin}/CoS/leaderboard`);
    const row = page.getByRole('row', { name: /spark gap/ });
    await row.waitFor({ timeout: 30_000 });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(expect.arrayContaining([scoreAfter(1), outOfAll(1)]));
    await page.close();

    const hosts = [...output.matchAll(/at (127\.0\.0\.1:\d+)/g)].map(([, host]) => host ?? '');
    expect(hosts).toHaveLength(3);
    await interrupt();
    for (const host of hosts) expect(await listening(host)).toBe(false);
  },
  120_000,
);
