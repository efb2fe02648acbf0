import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { answerTo, questionText } from './riddle-bank.ts';

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('a team plays a whole game with the keyboard alone, and focus never lands on <body>', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: new Date('2026-11-21T18:10:00') });
  await page.goto('/CoS');

  await tabTo(page, page.getByRole('button', { name: 'NEXT' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Team name')).toBeFocused();
  await page.keyboard.type('Keyboard Crew');
  await page.keyboard.press('Enter');

  const field = page.getByLabel('Your answer');
  await expect(field).toBeFocused();
  await expect(page.getByText(questionText(1))).toBeVisible();
  await page.keyboard.type('not the answer');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main').getByText('Wrong answer', { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');

  for (let n = 1; n <= 21; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 21` })).toBeVisible();
    await expect(page.getByText(questionText(n))).toBeVisible();
    await expect(field).toBeFocused();
    // The database takes one guess per 5 s per team: Playwright's clock lets the wait pass at once.
    await page.clock.fastForward(5_000);
    await expect(page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    await page.keyboard.type(answerTo(n));
    await page.keyboard.press('Enter');
    if (n < 21) {
      await expect(
        page.locator('#main').getByText('Correct answer', { exact: true }),
      ).toBeVisible();
    }
  }

  await expect(page.getByRole('heading', { name: 'Final score: 210' })).toBeFocused();
  expect(await focusOnBody(page)).toBe(false);
});
