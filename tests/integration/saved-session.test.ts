import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_EMULATOR, logIn, startHostedSite, type HostedSite } from './support/hosted-site.ts';

/**
 * The session on Firebase in Chromium (the Auth emulator of `npm run test:integration`): the
 * home page downloads the Auth SDK only for a saved member's session or on Log in, never for a
 * visitor or the game's anonymous identity, and a member who reloads is still signed in, in the
 * account menu and at the resource hub's door (docs/performance.md).
 */
if (!AUTH_EMULATOR && process.env.CI) throw new Error('CI runs these journeys on the emulator.');
if (!AUTH_EMULATOR) console.info('No Auth emulator: skipping the saved-session journey.');

/** The adapter that brings the Auth SDK, and the SDK itself as Vite serves it. */
const AUTH_MODULES = /\/src\/backend\/firebase\/auth\.ts|firebase_auth/;
/** The provider waits for an idle moment, at most 1 s, before it loads the adapter. */
const PAST_IDLE_MS = 2_500;

let site: HostedSite;

beforeAll(async () => {
  if (AUTH_EMULATOR) site = await startHostedSite();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Opens `path` and waits until the page is hydrated and past the moment it would load Auth. */
async function open(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  const record = (request: { url(): string }) => requested.push(request.url());
  page.on('request', record);
  await page.goto(`${site.origin}${path}`, { timeout: 60_000 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Log in|Account menu for)/ })
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(PAST_IDLE_MS);
  page.off('request', record);
  return requested.filter((url) => AUTH_MODULES.test(url));
}

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu for/ });

describe.skipIf(!AUTH_EMULATOR)('the session on a hosted site', () => {
  it('loads Auth for a saved member only, and keeps the member signed in after a reload', async () => {
    const email = `session${Date.now()}@ece.nits.ac.in`;
    await site.member(email);
    const page = await site.newPage();

    expect(await open(page, '/')).toEqual([]);

    // The game signs in anonymously: a saved identity, but no member's.
    await page.goto(`${site.origin}/CoS`, { timeout: 60_000 });
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')),
    );
    expect(await open(page, '/')).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logIn(page, email);
    await accountMenu(page).waitFor();

    const loaded = await open(page, '/');
    expect(loaded.length).toBeGreaterThan(0);
    await expect(accountMenu(page).textContent()).resolves.toContain(email.split('@')[0]);

    await page.goto(`${site.origin}/resourcehub`, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Resource Hub' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/resourcehub');
    await page.close();
  }, 240_000);
});
