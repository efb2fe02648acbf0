import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { answerTo } from './riddle-bank.ts';

/** The game on a phone (375 px), where the toasts and the playing card share a small screen. */
test.use({ viewport: { width: 375, height: 667 } });

async function startTeam(page: Page, name: string) {
  await page.clock.install({ time: new Date('2026-11-21T18:10:00') });
  await page.goto('/CoS');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByLabel('Team name').fill(name);
  await page.getByRole('button', { name: 'START THE GAME' }).click();
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
  for (let n = 1; n <= 21; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 21` })).toBeVisible();
    await field.fill(answerTo(n));
    await field.press('Enter');
    if (n < 21) {
      await expect(page.getByRole('heading', { name: `Question ${n + 1} of 21` })).toBeVisible();
      expect(await toasts(page).count()).toBeLessThanOrEqual(1);
      await expectUncovered(page, { 'the TEAM panel': teamPanel(page) });
    }
  }
  await expect(page.getByText('Correct answer', { exact: true }).first()).toBeVisible();
  const score = page.getByRole('heading', { name: 'Final score: 210' });
  const congrats = page.getByText('Congrats! You have solved all the questions.');
  await expect(score).toBeInViewport();
  await expect(congrats).toBeInViewport();
  await expect(page.getByText('Redirecting you to home page!')).toBeInViewport();
  expect(await toasts(page).count()).toBeLessThanOrEqual(1);
  await expectUncovered(page, {
    'the finish screen': page.getByRole('region', { name: 'Final score: 210' }),
  });
});

test('a team disqualified while it plays reads so at the top of its card, and its timer stops', async ({
  page,
  context,
}) => {
  await startTeam(page, 'Sent Off');
  const field = page.getByLabel('Your answer');
  await field.fill(answerTo(1));
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2 of 21' })).toBeVisible();

  // The organizers, in another tab as the local console writes: an announcement, then Disqualify.
  const organizer = await context.newPage();
  await organizer.goto('/');
  await organizer.evaluate(() => {
    const announcement = { text: 'Riddle 7 has a typo.', at: Date.now() };
    localStorage.setItem('ecs.cos.night', JSON.stringify({ announcement }));
    const teams = JSON.parse(localStorage.getItem('ecs.cos.teams') ?? '{}') as Record<
      string,
      object
    >;
    teams['sent off'] = { ...teams['sent off'], disqualified: true };
    localStorage.setItem('ecs.cos.teams', JSON.stringify(teams));
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
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByLabel('Team name').fill('Homesick');
  await page.getByRole('button', { name: 'START THE GAME' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
});
