import { chromium, type Browser } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journeyChromium } from '../chromium-path.mjs';
import { runNotesCommand } from '../../scripts/notes-upload/notes-command.ts';
import { openNotesStore } from '../../scripts/notes-upload/notes-store.ts';
import type { RunningService } from '../../lab/emulators/emulator-service.ts';
import { gcloudInstalled, startFirestoreEmulator } from '../../lab/emulators/firestore-emulator.ts';

/**
 * A student's way to the notes on Firebase, in Chromium: the site (served by Vite) on the Auth
 * emulator that `npm run test:integration` starts and on a Firestore emulator started here with
 * firestore.rules, the sample notes uploaded by `npm run notes:upload`. The student signs up, is
 * told to check the inbox, follows the Auth emulator's link, refreshes, and opens a semester.
 */
const PROJECT = 'demo-ecs';
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const SAMPLE = new URL('../../src/content/semester-notes.sample.json', import.meta.url).pathname;
const withFirestore = gcloudInstalled();
// CI must run this journey; a developer's machine without gcloud skips it and says so.
if (!withFirestore && process.env.CI)
  throw new Error('gcloud not found: CI runs the notes journey.');
if (!withFirestore) console.info('gcloud not found: skipping the notes journey on Firebase.');

let firestore: RunningService | undefined;
let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  if (!withFirestore) return;
  firestore = await startFirestoreEmulator(PROJECT);
  // firebase-admin finds the emulator by this variable, as the organizers' command does.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  const uploaded = await runNotesCommand({
    argv: [SAMPLE],
    env: { FIRESTORE_EMULATOR_HOST: firestore.host, GCLOUD_PROJECT: PROJECT },
    openStore: openNotesStore,
    log: () => undefined,
    error: (line) => {
      throw new Error(line);
    },
  });
  expect(uploaded).toBe(0);
  // The site on the emulators, as `npm run emulators` serves it.
  Object.assign(process.env, {
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_USE_FIREBASE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_URL: `http://${AUTH}`,
    VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
  });
  vite = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  await vite.listen();
  origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await chromium.launch(journeyChromium());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await firestore?.stop();
});

/** The link of the verification e-mail the Auth emulator would have sent to `email`. */
async function verificationLink(email: string): Promise<string> {
  const response = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const sent = oobCodes.filter(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  );
  return sent.at(-1)?.oobLink ?? '';
}

it.skipIf(!withFirestore)(
  "signs up, checks the inbox, follows the Auth emulator's link and opens a semester's notes",
  async () => {
    const page = await (browser as Browser).newPage();
    const email = `student${Date.now()}@ece.nits.ac.in`;
    await page.goto(`${origin}/resourcehub`);
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: "Don't have an account? Sign up" }).click({
      timeout: 60_000,
    });
    const signup = page.getByRole('dialog', { name: 'Signup' });
    await signup.getByLabel('Name').fill('Asha Das');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password').fill('secret12');
    await signup.getByRole('button', { name: 'Signup' }).click();

    const notice = page.getByRole('region', { name: 'Check your inbox' });
    await notice.waitFor({ timeout: 30_000 });
    const semesters = page.getByRole('list', { name: 'Semesters' });
    expect(await semesters.getByRole('link').count()).toBe(0);

    // The e-mail's link, opened as a mail reader would: the emulator's own page verifies.
    const mail = await (browser as Browser).newPage();
    await mail.goto(await verificationLink(email));
    expect(await mail.textContent('body')).toContain('The email has been successfully verified.');
    await mail.close();

    await notice.getByRole('button', { name: 'I have verified: refresh' }).click();
    const third = semesters.getByRole('link', { name: 'NOTES of the Third semester' });
    await third.waitFor({ timeout: 30_000 });
    expect(await notice.count()).toBe(0);
    await third.click();
    const folders = page
      .getByRole('list', { name: 'Third semester subjects' })
      .getByRole('link', { name: /the folder of / });
    await folders.first().waitFor();
    expect(await folders.count()).toBe(6);
    await page.close();
  },
  180_000,
);
