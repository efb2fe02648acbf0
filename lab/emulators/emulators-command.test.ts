import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journeyChromium } from '../../tests/chromium-path.mjs';
import { gcloudInstalled } from './firestore-emulator.ts';
import { outOfAll, questionHeading, scoreAfter } from '@/test/game-texts.ts';
import { listening, signalNpm, startNpmEmulators, type NpmEmulators } from './npm-emulators.ts';

/**
 * `npm run emulators` as a newcomer runs it, in its own process: with EMULATORS=loopback (what a
 * machine without Java 21 runs) it starts the emulators, opens the sample night and serves the
 * site; in Chromium a team plays a riddle and the board shows it. Ctrl-C stops every emulator
 * it started.
 */
const [firstRiddle] = JSON.parse(
  readFileSync(new URL('../../src/content/cos-questions.sample.json', import.meta.url), 'utf8'),
) as { answer: string }[];
const withFirestore = gcloudInstalled();
// CI must run this journey; a developer's machine without gcloud skips it and says so.
if (!withFirestore && process.env.CI)
  throw new Error('gcloud not found: CI runs npm run emulators.');
if (!withFirestore) console.info('gcloud not found: skipping npm run emulators.');

let emulators: NpmEmulators | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  if (!withFirestore) return;
  emulators = await startNpmEmulators();
  origin = emulators.origin;
  browser = await chromium.launch(journeyChromium());
}, 150_000);

/** Ctrl-C, as the terminal sends it to the whole process group; resolves once npm has exited. */
const interrupt = async () => {
  if (emulators) await signalNpm(emulators, 'SIGINT', 'group');
};

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
    const output = emulators?.output() ?? '';
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

    const hosts = emulators?.hosts() ?? [];
    expect(hosts).toHaveLength(3);
    await interrupt();
    for (const host of hosts) expect(await listening(host)).toBe(false);
  },
  120_000,
);
