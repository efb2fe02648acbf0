import { expect, test } from './fixtures.ts';
import { answer, enterTeam, openGameAt } from './game.ts';
import { signUp } from './sign-up.ts';

/**
 * Under `npm start` (the Vite development server, React in StrictMode) the first toast after
 * a page load never showed, though the build showed it: each test here raises the first toast
 * of a fresh page load, on the development server.
 */
test('signing up shows its toast, the first of the page load', async ({ page }) => {
  await page.goto('/about');
  await signUp(page);
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
});

test("a team's first wrong answer shows its toast", async ({ page }) => {
  await openGameAt(page, '2026-11-21T18:10:00');
  await enterTeam(page, 'Dev Server Team');
  await answer(page, 'definitely wrong');
  await expect(page.locator('.Toastify').getByText('Wrong answer', { exact: true })).toBeVisible();
});
