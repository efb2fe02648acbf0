import { prerenderPaths } from '../../src/app/prerender-paths.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { watchForErrors } from './page-errors.ts';

/** Every pre-rendered page, the pages that render only in the browser, and two that do not exist. */
const ROUTES = [
  ...prerenderPaths,
  '/resourcehub',
  '/CoS',
  '/CoS/leaderboard',
  '/notes/Ninth',
  '/no-such-page',
];

for (const width of [375, 1280]) {
  test.describe(`site walk at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ROUTES) {
      test(`${path} shows a heading, logs no errors and is axe-clean`, async ({ page }) => {
        const errors = watchForErrors(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('/notes/Ninth and unknown paths show the not-found page', async ({ page }) => {
  for (const path of ['/notes/Ninth', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | ECS NIT Silchar');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  }
});
