import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { FINAL_SCORE, questionHeading } from '@/test/game-texts.ts';
import { expect, test } from './fixtures.ts';
import { answer, answerTo, enterTeam, openGameAt, storedTable, storeTables } from './game.ts';

/** The game on a phone (375 px), where the toasts and the playing card share a small screen. */
test.use({ viewport: { width: 375, height: 667 } });

async function startTeam(page: Page, name: string) {
  await openGameAt(page, '2026-11-21T18:10:00');
  await enterTeam(page, name);
}

/** react-toastify's toasts, on screen or leaving it. */
const toasts = (page: Page) => page.locator('.Toastify__toast');

/** The TEAM panel: the team's name, score and time left, above the riddle. */
const teamPanel = (page: Page) =>
  page.locator('p', { has: page.getByText('Team', { exact: true }) }).locator('..');

async function expectApart(toast: Locator, other: Locator, what: string) {
  const [a, b] = await Promise.all([toast.boundingBox(), other.boundingBox()]);
  if (!a || !b) return;
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `a toast covers ${what}`).toBe(false);
}

/** No toast on screen covers the header's buttons or `others`. */
async function expectUncovered(page: Page, others: Record<string, Locator>) {
  const targets = { ...others, "the header's buttons": page.getByRole('banner') };
  for (const toast of await toasts(page).all()) {
    for (const [what, target] of Object.entries(targets)) await expectApart(toast, target, what);
  }
}

test('quick right answers show one toast at a time, over nothing, and leave the finish screen in full view', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await startTeam(page, 'Phone Team');
  const field = page.getByLabel('Your answer');
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await expect(page.getByRole('heading', { name: questionHeading(n) })).toBeVisible();
    await field.fill(answerTo(n));
    await field.press('Enter');
    if (n < QUESTION_COUNT) {
      await expect(page.getByRole('heading', { name: questionHeading(n + 1) })).toBeVisible();
      expect(await toasts(page).count()).toBeLessThanOrEqual(1);
      await expectUncovered(page, { 'the TEAM panel': teamPanel(page) });
    }
  }
  await expect(page.getByText('Correct answer', { exact: true }).first()).toBeVisible();
  const score = page.getByRole('heading', { name: FINAL_SCORE });
  const congrats = page.getByText('Congrats! You have solved all the questions.');
  await expect(score).toBeInViewport();
  await expect(congrats).toBeInViewport();
  await expect(page.getByText('Your team is ranked 1 of 1 tonight.')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'See the leaderboard' })).toBeInViewport();
  await expect(page.getByText('Redirecting you to home page!')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('finish-375.png') });
  expect(await toasts(page).count()).toBeLessThanOrEqual(1);
  await expectUncovered(page, {
    'the finish screen': page.getByRole('region', { name: FINAL_SCORE }),
  });
});

test("a wrong answer's toast leaves the answer box, the wait and the verdict in view", async ({
  page,
}) => {
  await startTeam(page, 'Hasty');
  await answer(page, 'edison');
  await expect(toasts(page).filter({ hasText: 'Wrong answer' })).toBeVisible();
  // The digits shown (a screen reader hears the wait once, from a status of its own).
  const wait = page.locator('p[aria-hidden="true"]', { hasText: /^Next guess in \d s$/ });
  const verdict = page
    .getByRole('region', { name: questionHeading(1) })
    .getByText('Wrong answer', { exact: true });
  const field = page.getByLabel('Your answer');
  for (const shown of [field, wait, verdict]) await expect(shown).toBeInViewport({ ratio: 1 });
  await expectUncovered(page, {
    'the answer box': field,
    '"Next guess in N s"': wait,
    'the verdict': verdict,
  });
  await page.screenshot({ path: test.info().outputPath('wrong-answer-375.png') });
});

test('a team disqualified while it plays reads so at the top of its card, and its timer stops', async ({
  page,
  context,
}) => {
  await startTeam(page, 'Sent Off');
  const field = page.getByLabel('Your answer');
  await field.fill(answerTo(1));
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();

  // The organizers, in another tab as the local console writes: an announcement, then Disqualify.
  const organizer = await context.newPage();
  await organizer.goto('/');
  const teams = await storedTable(organizer, 'teams');
  await storeTables(organizer, {
    night: { announcement: { text: 'Riddle 7 has a typo.', at: Date.now() } },
    teams: { ...teams, 'sent off': { ...teams['sent off'], disqualified: true } },
  });
  await expect(page.getByText('Riddle 7 has a typo.')).toBeVisible();

  await field.fill(answerTo(2));
  await field.press('Enter');
  const notice = page.getByRole('alert').filter({ hasText: 'This team is disqualified.' });
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  const [noticeBox, panelBox] = await Promise.all([
    notice.boundingBox(),
    teamPanel(page).boundingBox(),
  ]);
  expect(noticeBox?.y ?? Infinity, 'the notice heads the card').toBeLessThan(panelBox?.y ?? 0);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('00:00');
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('00:00');
  await expect(field).not.toBeEditable();
  await expectNoAxeViolations(page);
});

test('Back in a game asks plainly whether to leave it, and stays when told no', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-21T18:10:00') });
  await page.goto('/');
  await page.getByRole('link', { name: /Chamber of Secrets/ }).click();
  await enterTeam(page, 'Homesick');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect
    .poll(() => asked)
    .toEqual(['Leave the game? Your team can resume later on this device.']);
  await expect(page).toHaveURL(/\/cos$/i);
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
});
