import type { Page } from '@playwright/test';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { FINAL_SCORE, questionHeading } from '@/test/game-texts.ts';
import { expect, test } from './fixtures.ts';
import { answerTo, openGameAt, questionText, waitOutCooldown } from './game.ts';
import { tabTo } from './keyboard.ts';

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('a team plays a whole game with the keyboard alone, and focus never lands on <body>', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGameAt(page, '2026-11-21T18:10:00');

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

  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await expect(page.getByRole('heading', { name: questionHeading(n) })).toBeVisible();
    await expect(page.getByText(questionText(n))).toBeVisible();
    await expect(field).toBeFocused();
    await waitOutCooldown(page);
    await page.keyboard.type(answerTo(n));
    await page.keyboard.press('Enter');
    if (n < QUESTION_COUNT) {
      await expect(
        page.locator('#main').getByText('Correct answer', { exact: true }),
      ).toBeVisible();
    }
  }

  await expect(page.getByRole('heading', { name: FINAL_SCORE })).toBeFocused();
  expect(await focusOnBody(page)).toBe(false);
});
