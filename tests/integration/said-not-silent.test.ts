import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/features/cos/play/game-messages.ts';
import { REACH_MESSAGES } from '@/features/cos/reach/reach-messages.ts';
import { questionHeading } from '@/test/game-texts.ts';
import { AUTH_EMULATOR, logIn, startHostedSite, type HostedSite } from './support/hosted-site.ts';

/**
 * The game on Firebase in Chromium (the Auth emulator of `npm run test:integration` and the
 * loopback database): every game page says within 10 s that the database cannot be reached,
 * keeps trying and says when it is back; an anonymous sign-up refused for its quota is said in
 * a plain sentence, and a member who logs in plays on, with nothing lost.
 */
if (!AUTH_EMULATOR && process.env.CI) throw new Error('CI runs these journeys on the emulator.');
if (!AUTH_EMULATOR) console.info('No Auth emulator: skipping the journeys on a hosted site.');

/** The Identity Toolkit's answer to a sign-up past the project's quota for an IP address. */
const SIGN_UP_REFUSED = {
  error: {
    code: 400,
    message: 'TOO_MANY_ATTEMPTS_TRY_LATER',
    errors: [{ message: 'TOO_MANY_ATTEMPTS_TRY_LATER', domain: 'global', reason: 'invalid' }],
  },
};
const SAID_WITHIN_MS = 10_000;
/** The page tries again ever less often while it fails (a minute at most): a margin for that. */
const BACK_WITHIN_MS = 30_000;
const PAST_NIGHT = '2026-11-20';
const HOUR = 3_600_000;

let site: HostedSite;

beforeAll(async () => {
  if (!AUTH_EMULATOR) return;
  site = await startHostedSite();
  const now = Date.now();
  const team = { question: 3, score: 20, startedAt: now - HOUR, timestamp: now - HOUR / 2 };
  site.database.seed('user/ohms', { ...team, teamName: 'ohms', owner: 'ohms-owner' });
  site.database.seed(`archive/${PAST_NIGHT}`, {
    opensAt: now - 30 * HOUR,
    closesAt: now - 28 * HOUR,
    teams: { volts: { ...team, teamName: 'volts' } },
  });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Blocks the database once `page` shows `ready`, and expects the page to say so in time. */
async function saidWhenBlocked(page: Page, ready: () => Promise<unknown>) {
  await ready();
  await site.blockDatabase(page, true);
  const blockedAt = Date.now();
  await page.getByText(REACH_MESSAGES.unreachable).waitFor({ timeout: SAID_WITHIN_MS });
  expect(Date.now() - blockedAt).toBeLessThan(SAID_WITHIN_MS);
  await site.blockDatabase(page, false);
  await page.getByText(REACH_MESSAGES.back).waitFor({ timeout: BACK_WITHIN_MS });
  expect(await page.getByText(REACH_MESSAGES.unreachable).count()).toBe(0);
}

describe.skipIf(!AUTH_EMULATOR)('said, not silent, on a hosted site', () => {
  it('the leaderboard, the projector and a past night', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/CoS/leaderboard`, { timeout: 60_000 });
    const ohms = page.getByRole('rowheader', { name: 'ohms' });
    await saidWhenBlocked(page, () => ohms.waitFor({ timeout: 60_000 }));
    await expect(ohms.isVisible()).resolves.toBe(true);

    await page.goto(`${site.origin}/CoS/leaderboard/projector`, { timeout: 60_000 });
    await saidWhenBlocked(page, () => ohms.waitFor({ timeout: 60_000 }));

    // Opened while the database cannot be reached: said at once, and the board once it answers.
    await site.blockDatabase(page, true);
    await page.goto(`${site.origin}/CoS/leaderboard/${PAST_NIGHT}`, { timeout: 60_000 });
    await page.getByText(REACH_MESSAGES.unreachable).waitFor({ timeout: SAID_WITHIN_MS });
    await site.blockDatabase(page, false);
    await page.getByRole('rowheader', { name: 'volts' }).waitFor({ timeout: BACK_WITHIN_MS });
    await page.close();
  }, 240_000);

  it('the game, on its intro and while a team plays', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/CoS`, { timeout: 60_000 });
    const next = page.getByRole('button', { name: 'NEXT' });
    await saidWhenBlocked(page, () => next.waitFor({ timeout: 60_000 }));

    await next.click();
    await page.getByLabel('Team name').fill('Said Aloud');
    await page.getByRole('button', { name: 'START THE GAME' }).click();
    const playing = page.getByRole('heading', { name: questionHeading(1) });
    await saidWhenBlocked(page, () => playing.waitFor({ timeout: 30_000 }));
    await page.close();
  }, 240_000);

  it("the organizers' console", async () => {
    const email = `organizer${Date.now()}@ece.nits.ac.in`;
    await site.member(email, { organizer: true });
    const page = await site.newPage();
    await page.goto(`${site.origin}/CoS/admin`, { timeout: 60_000 });
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await logIn(page, email);
    const consoleHeading = page.getByRole('heading', { name: 'Game night console' });
    await saidWhenBlocked(page, () => consoleHeading.waitFor({ timeout: 60_000 }));
    await page.close();
  }, 240_000);
});

describe.skipIf(!AUTH_EMULATOR)('a sign-up refused for its quota, on a hosted site', () => {
  it('says what happened and what to do; a member logs in and plays, with nothing lost', async () => {
    const email = `member${Date.now()}@ece.nits.ac.in`;
    const { uid } = await site.member(email);
    const page = await site.newPage();
    await page.route(/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp/, (route) =>
      route.fulfill({ status: 400, json: SIGN_UP_REFUSED }),
    );
    await page.goto(`${site.origin}/CoS`, { timeout: 60_000 });
    const said = page.getByRole('alert').filter({ hasText: MESSAGES.signUpRefused });
    await said.waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel('Team name').fill('Quota Crew');
    await page.getByRole('button', { name: 'START THE GAME' }).click();
    await said.waitFor();
    await expect(page.getByLabel('Team name').inputValue()).resolves.toBe('Quota Crew');

    // Opened with Enter, and Tab pressed while the dialog's code comes (as on a slow network):
    // closed, the dialog still gives focus back to the button that opened it.
    const logInInstead = page.getByRole('button', { name: 'Log in with your ECE account' });
    const isFocused = () => logInInstead.evaluate((button) => button === document.activeElement);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/auth-modals/, (route) => held.then(() => route.continue()));
    await logInInstead.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await isFocused()).toBe(false);
    release();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(isFocused).toBe(true);
    await logInInstead.click();
    await logIn(page, email);
    await page.getByRole('button', { name: 'START THE GAME' }).click();
    await page.getByRole('heading', { name: questionHeading(1) }).waitFor({ timeout: 30_000 });
    expect(site.database.data()).toMatchObject({
      user: { 'quota crew': { owner: uid, question: 1, score: 0 } },
    });
    await page.close();
  }, 240_000);
});
