import type { Page } from '@playwright/test';
import type { TeamRecord } from '@/game/types.ts';
import { questionHeading, scoreAfter } from '@/test/game-texts.ts';
import { tablePrefix } from '@/test/local-tables.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { answer, enterTeam, openGameAt, seedTables, storedTable } from './game.ts';

/**
 * Game night on a schedule, in local mode: the night is set in this browser the way an
 * organizer's schedule reaches it, and Playwright's clock moves the time.
 */
const OPENS = new Date('2026-12-05T18:00:00');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS.getTime(), closesAt: OPENS.getTime() + 120 * MINUTE } };

async function openNightAt(page: Page, time: number) {
  await seedTables(page, { night });
  await openGameAt(page, time);
}

test('before the night: the opening time and a countdown, then NEXT at the start without a reload', async ({
  page,
}) => {
  await openNightAt(page, OPENS.getTime() - 2 * MINUTE);
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
  await openNightAt(page, night.schedule.closesAt - 25 * MINUTE);
  await enterTeam(page, 'Late Latches');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^2[45]:\d\d$/);
});

test('after the night: the final leaderboard and practice, which a reload resumes', async ({
  page,
}) => {
  await openNightAt(page, night.schedule.closesAt + MINUTE);
  await expect(page.getByText('This game night is over')).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the final leaderboard' })).toHaveAttribute(
    'href',
    '/CoS/leaderboard',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Practice the riddles' }).click();
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await expect(page.getByText('Practice: not on the leaderboard')).toBeVisible();
  await answer(page, 'ohm');
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  expect(await storedTable(page, 'teams')).toEqual({});
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await expect(page.getByText('Practice: not on the leaderboard')).toBeVisible();
});

test('a right guess whose save failed before a reload is finished once the team is back, without typing it again', async ({
  page,
}) => {
  await openNightAt(page, OPENS.getTime() + 10 * MINUTE);
  await enterTeam(page, 'Reload Team');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  // The save that follows a correct answer fails, as a full or blocked storage would.
  await page.evaluate((teams) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith(teams)) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  }, tablePrefix('teams'));
  await answer(page, 'ohm');
  await expect(page.getByText('Your progress is not saved yet. Retrying…')).toBeVisible();
  const saved = async () => (await storedTable<TeamRecord>(page, 'teams'))['reload team']?.question;
  expect(await saved()).toBe(1);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await expect(page.getByText(scoreAfter(1), { exact: true })).toBeVisible();
  await expect.poll(saved).toBe(2);
});
