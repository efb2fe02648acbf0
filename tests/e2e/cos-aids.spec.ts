import type { Page } from '@playwright/test';
import { questionHeading } from '@/test/game-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { answer, bank, enterTeam, openGameAt, seedTables } from './game.ts';

/**
 * A riddle's help in local mode with the sample bank: timed hints on the server's clock (here
 * Playwright's), a nudge's reply to a near miss, and solutions in practice after the night.
 */
const OPENS = new Date('2026-12-05T18:00:00');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS.getTime(), closesAt: OPENS.getTime() + 120 * MINUTE } };

interface AidedEntry {
  qNo: string;
  hints?: { after: number; text: string }[];
  nudges?: { answer: string; reply: string }[];
  solution?: string;
}
const riddle = (n: number) => bank.find((entry) => entry.qNo === String(n)) as AidedEntry;
const [firstHint, secondHint] = riddle(1).hints ?? [];
const [nudge] = riddle(1).nudges ?? [];

async function openNightAt(page: Page, time: number) {
  await seedTables(page, { night });
  await openGameAt(page, time);
}

test('a team sees no hint before its minutes, a countdown to it, and the hint once they pass', async ({
  page,
}) => {
  expect(firstHint?.after).toBe(5);
  await openNightAt(page, OPENS.getTime() + 10 * MINUTE);
  await enterTeam(page, 'Hinted Team');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  const hints = page.getByRole('region', { name: 'Hints' });
  await expect(hints.getByText(/^First hint in [45]:\d\d$/)).toBeVisible();
  await expect(page.getByText(firstHint?.text ?? '?')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.clock.fastForward(4 * MINUTE);
  await expect(hints.getByText(/^First hint in 0:\d\d$/)).toBeVisible();
  await expect(page.getByText(firstHint?.text ?? '?')).toHaveCount(0);
  await page.clock.fastForward(MINUTE);
  await expect(hints.getByRole('listitem')).toHaveText(`Hint 1: ${firstHint?.text}`);
  await expect(hints.getByText(/^Next hint in (9|10):\d\d$/)).toBeVisible();
  await expect(page.getByText(secondHint?.text ?? '?')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a nudge's answer shows its reply in place of Wrong answer, and the wait", async ({
  page,
}) => {
  await openNightAt(page, OPENS.getTime() + 10 * MINUTE);
  await enterTeam(page, 'Nudged Team');
  await answer(page, nudge?.answer ?? '?');
  // The verdict's own live region in the card (the toast says it too, at the foot of the screen).
  const feedback = page
    .getByRole('main')
    .locator('[aria-live="polite"]')
    .filter({ hasText: nudge?.reply ?? '?' });
  await expect(feedback).toBeVisible();
  await expect(feedback.getByText('Wrong answer')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Next guess in \d+ s$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('practice after the night shows the solution of a riddle answered, and of one given up', async ({
  page,
}) => {
  await openNightAt(page, night.schedule.closesAt + MINUTE);
  await page.getByRole('button', { name: 'Practice the riddles' }).click();
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await expect(page.getByText(secondHint?.text ?? '?')).toBeVisible();
  await answer(page, 'ohm');
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Solution to question 1' })).toContainText(
    riddle(1).solution ?? '?',
  );
  await expect(page.getByText(riddle(2).solution ?? '?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Give up: show the solution' }).click();
  await expect(page.getByRole('region', { name: 'Solution to question 2' })).toContainText(
    riddle(2).solution ?? '?',
  );
  await expectNoAxeViolations(page);
});
