import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Game night on a schedule, in local mode: the night is set in this browser the way an
 * organizer's schedule reaches it (`ecs.cos.night`), and Playwright's clock moves the time.
 */
const OPENS = new Date('2026-12-05T18:00:00');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS.getTime(), closesAt: OPENS.getTime() + 120 * MINUTE } };

async function openGameAt(page: Page, time: number) {
  await page.addInitScript(
    (value) => localStorage.setItem('ecs.cos.night', value),
    JSON.stringify(night),
  );
  await page.clock.install({ time });
  await page.goto('/CoS');
}

async function enterTeam(page: Page, name: string) {
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByLabel('Team name').fill(name);
  await page.getByRole('button', { name: 'START THE GAME' }).click();
}

async function answer(page: Page, text: string) {
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();
  await field.fill(text);
  await field.press('Enter');
}

test('before the night: the opening time and a countdown, then NEXT at the start without a reload', async ({
  page,
}) => {
  await openGameAt(page, OPENS.getTime() - 2 * MINUTE);
  await expect(page.getByText('GAME HAS NOT STARTED YET')).toBeVisible();
  await expect(page.getByText(/^Opens /)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.clock.runFor(2 * MINUTE);
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeVisible();
  await expect(page.getByText('GAME HAS NOT STARTED YET')).toHaveCount(0);
});

test("during the night a team plays, and its hour never runs past the night's close", async ({
  page,
}) => {
  await openGameAt(page, night.schedule.closesAt - 25 * MINUTE);
  await enterTeam(page, 'Late Latches');
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^2[45]:\d\d$/);
});

test('after the night: the final leaderboard and practice, which a reload resumes', async ({
  page,
}) => {
  await openGameAt(page, night.schedule.closesAt + MINUTE);
  await expect(page.getByText('This game night is over')).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the final leaderboard' })).toHaveAttribute(
    'href',
    '/CoS/leaderboard',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Practice the riddles' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
  await expect(page.getByText('Practice: not on the leaderboard')).toBeVisible();
  await answer(page, 'ohm');
  await expect(page.getByRole('heading', { name: 'Question 2 of 21' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ecs.cos.teams'))).toBeNull();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 21' })).toBeVisible();
  await expect(page.getByText('Practice: not on the leaderboard')).toBeVisible();
});

test('a right guess whose save failed before a reload is finished once the team is back, without typing it again', async ({
  page,
}) => {
  await openGameAt(page, OPENS.getTime() + 10 * MINUTE);
  await enterTeam(page, 'Reload Team');
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
  // The save that follows a correct answer fails, as a full or blocked storage would.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'ecs.cos.teams') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await answer(page, 'ohm');
  await expect(page.getByText('Your progress is not saved yet. Retrying…')).toBeVisible();
  const saved = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('ecs.cos.teams') ?? '{}')['reload team']?.question,
    );
  expect(await saved()).toBe(1);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 21' })).toBeVisible();
  await expect(page.getByText('10', { exact: true })).toBeVisible();
  await expect.poll(saved).toBe(2);
});
