import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { followVerificationLink, printedVerificationLinks, signUp } from './sign-up.ts';

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search the notes' });
const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('link');
const count = (page: Page) => page.getByRole('search', { name: 'Notes' }).getByRole('status');

/** Presses Tab until the search box has the focus, as a keyboard user reaches it. */
async function tabToSearch(page: Page): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await box(page).evaluate((input) => input === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the search box.');
}

/** Replaces the query with `query`, typed, from the focused search box. */
async function search(page: Page, query: string): Promise<void> {
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(query);
  await expect(count(page)).toHaveText(/^\d+ results?$/);
}

test('a verified student finds DSP and the 2024 papers with the keyboard alone, and follows a result', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const links = printedVerificationLinks(page);
  await page.goto('/');
  await signUp(page);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { name: 'Fifth Semester' })).toBeVisible();
  await expect(box(page)).toHaveCount(0);
  expect(asked.filter((path) => /semester-notes\.json|notes-search-box/.test(path))).toEqual([]);

  await followVerificationLink(page, links, '/resourcehub');
  await tabToSearch(page);
  await search(page, 'dsp');
  await expect(results(page).first()).toHaveAccessibleName(
    'Digital Signal Processing Fifth semester, subject',
  );
  for (const link of await results(page).all()) {
    await expect(link).toContainText('Digital Signal Processing');
  }

  await search(page, 'pyq 2024');
  expect(await results(page).count()).toBeGreaterThan(3);
  for (const link of await results(page).all()) {
    await expect(link).toContainText("Previous year's paper, 2024");
  }
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await expectNoAxeViolations(page);
  // The hub read the notes once; the searches asked for nothing more.
  expect(asked.filter((path) => path.endsWith('/semester-notes.json'))).toHaveLength(1);

  await page.keyboard.press('Shift+Tab');
  await search(page, 'dsp');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notes\/Fifth#digital-signal-processing$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Digital Signal Processing' }),
  ).toBeFocused();
  await expect(box(page)).toBeVisible();
  // Tab goes on into the subject's own items.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^DSP class notes/ })).toBeFocused();
  await expectNoAxeViolations(page);
});
