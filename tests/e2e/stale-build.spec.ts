import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** Answers the named page chunk with 404, as a deploy that replaced the build does. */
async function removeChunk(page: Page, chunk: RegExp, times?: number): Promise<void> {
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }), { times });
}

/** Counts full page loads (the first one included). */
function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on('load', () => (counter.loads += 1));
  return counter;
}

test('a page chunk gone since the tab opened reloads the page once, which then shows it', async ({
  page,
}) => {
  const counter = countLoads(page);
  await page.goto('/');
  await removeChunk(page, /\/assets\/members-page-[\w-]+\.js$/, 1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect.poll(() => counter.loads).toBe(2);
  await expect(page.getByRole('heading', { name: 'Sorry!' })).toHaveCount(0);
});

test('a chunk still missing after that reload shows the error page, in the layout, without a loop', async ({
  page,
}) => {
  const counter = countLoads(page);
  await page.goto('/');
  await removeChunk(page, /\/assets\/cos-page-[\w-]+\.js$/);
  await page
    .getByRole('link', { name: /Chamber of Secrets/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('alert')).toHaveText('Something went wrong while loading this page.');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The reload left its mark, which keeps the error page from reloading again.
  expect(
    await page.evaluate(() => sessionStorage.getItem('ecs.staleBuildReloadAt')),
  ).not.toBeNull();
  await expectNoAxeViolations(page);
  expect(counter.loads).toBe(2);

  // "Try again" reloads: once the chunk is back (the deploy finished), the page shows.
  await page.unrouteAll();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chamber of Secrets' })).toBeVisible();
});
