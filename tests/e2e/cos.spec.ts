import type { Page } from '@playwright/test';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { FINAL_SCORE, outOfAll, questionHeading, scoreAfter } from '@/test/game-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  answerTo,
  bank,
  enterTeam,
  openGameAt,
  questionText,
  solve,
  storedTable,
  storeTables,
  teamRecord,
  waitOutCooldown,
} from './game.ts';
import { watchForErrors } from './page-errors.ts';

test('before 18:00 the game has not started', async ({ page }) => {
  await openGameAt(page, '2026-11-21T17:00:00');
  await expect(page.getByText('GAME HAS NOT STARTED YET')).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
});

test('a team plays every riddle and is sent home', async ({ page }) => {
  test.setTimeout(90_000);
  const consoleTexts: string[] = [];
  page.on('console', (message) => consoleTexts.push(message.text().toLowerCase()));
  const errors = watchForErrors(page);
  await openGameAt(page, '2026-11-21T18:10:00');
  await expectNoAxeViolations(page);
  await enterTeam(page, 'Full Game Team');
  await expect(page.getByText(questionText(1))).toBeVisible();
  await expectNoAxeViolations(page);
  await solve(page, 1);
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await waitOutCooldown(page);
  await page.getByLabel('Your answer').fill('definitely wrong');
  await page.getByLabel('Your answer').press('Enter');
  await expect(page.getByText('Wrong answer', { exact: true }).first()).toBeVisible();
  // Inside the cooldown: the box stays editable, Submit keeps focus but is aria-disabled.
  await expect(page.getByRole('status').filter({ hasText: /^Next guess in \d+ s$/ })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.focus();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).not.toHaveAttribute('disabled');
  await submit.press('Enter');
  await expect(submit).toBeFocused();
  await expect(page.getByLabel('Your answer')).toBeEditable();
  for (let n = 2; n <= QUESTION_COUNT; n += 1) await solve(page, n);
  await expect(page.getByText('Congrats! You have solved all the questions.')).toBeVisible();
  await expect(page.getByRole('heading', { name: FINAL_SCORE })).toBeVisible();
  await expect(page.getByText('Redirecting you to home page!')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  expect(errors).toEqual([]);
  const secrets = bank.map((entry) => entry.answer.toLowerCase().replace(/\s+/g, ''));
  const leaked = secrets.filter(
    (secret) => secret.length > 3 && consoleTexts.some((text) => text.includes(secret)),
  );
  expect(leaked).toEqual([]);
});

test('a spelling the bank accepts counts, and the next riddle is answered at once after a right one', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await openGameAt(page, '2026-11-21T18:20:00');
  await enterTeam(page, 'Quick Team');
  const field = page.getByLabel('Your answer');
  // Riddle 1's answer is "Ohm"; its bank entry also accepts "Ohms".
  expect(answerTo(1)).toBe('Ohm');
  await field.fill('ohms');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await expect(page.getByText('Correct answer', { exact: true }).first()).toBeVisible();
  // Typed one second after the right answer: no wait, it counts at the first Enter.
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  await field.fill(answerTo(2));
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: questionHeading(3) })).toBeVisible();
  await expect(page.getByText(/Next guess in/)).toHaveCount(0);
  await expect(page.getByText(scoreAfter(2), { exact: true })).toBeVisible();
  // Riddle 12's answer is "Flip flop"; a student types "flip-flop", which its entry accepts.
  for (let n = 3; n <= 11; n += 1) await solve(page, n);
  await expect(page.getByRole('heading', { name: questionHeading(12) })).toBeVisible();
  await field.fill('Flip-Flop');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: questionHeading(13) })).toBeVisible();
  await expect(page.getByText(scoreAfter(12), { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a refresh asks first, then the device is offered its team and resumes where it was', async ({
  page,
}) => {
  await openGameAt(page, '2026-11-21T19:00:00');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByLabel('Team name')).toHaveAccessibleDescription(
    '1 to 40 characters: English letters, digits, spaces and keyboard symbols.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Team name').fill('Resume Team');
  await page.getByRole('button', { name: 'START THE GAME' }).click();
  await solve(page, 1);
  await solve(page, 2);
  await expect(page.getByRole('heading', { name: questionHeading(3) })).toBeVisible();
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('This device is already playing as resume team.')).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(page.getByRole('heading', { name: questionHeading(3) })).toBeVisible();
  await expect(page.getByText(scoreAfter(2), { exact: true })).toBeVisible();
});

test('the leaderboard shows the team, linked from the game', async ({ page }) => {
  await openGameAt(page, '2026-11-21T20:00:00');
  await enterTeam(page, 'Leaderboard Team');
  await solve(page, 1);
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/CoS');
  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL('/CoS/leaderboard');
  const row = page.getByRole('row', { name: /leaderboard team/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(row.getByRole('cell').nth(1)).toHaveText(outOfAll(1));
  await expect(row.getByRole('cell').nth(2)).toHaveText(scoreAfter(1));
});

/** This device's uid, found as an organizer's "Move to device" finds it: by the intro's code. */
async function deviceUid(page: Page): Promise<string> {
  const shown = page.getByText(/^Device code: [A-Z0-9]{6}$/);
  const code = ((await shown.textContent()) ?? '').replace('Device code: ', '');
  return (await storedTable<string>(page, 'devices'))[code] ?? '';
}

test('a team an organizer moved to this device resumes at its question and score', async ({
  page,
}) => {
  await openGameAt(page, '2026-11-21T19:00:00');
  await expect(page.getByText(/^Device code: [A-Z0-9]{6}$/)).toBeVisible();
  const uid = await deviceUid(page);
  expect(uid).not.toBe('');
  // What the console's move leaves: the team owned by this device, the old device's entry gone.
  const startedAt = (await page.evaluate(() => Date.now())) - 15 * 60_000;
  const team = { ...teamRecord('moved team', 3, startedAt), owner: uid };
  await storeTables(page, { teams: { 'moved team': team }, owners: { [uid]: 'moved team' } });
  await page.reload();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('This device is already playing as moved team.')).toBeVisible();
  await page.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(page.getByRole('heading', { name: questionHeading(4) })).toBeVisible();
  await expect(page.getByText(scoreAfter(3), { exact: true })).toBeVisible();
  await solve(page, 4);
  await expect(page.getByRole('heading', { name: questionHeading(5) })).toBeVisible();
});

test('an announcement shows live while a team plays until dismissed or cleared; focus keeps its place', async ({
  page,
  context,
}) => {
  await openGameAt(page, '2026-11-21T19:00:00');
  await enterTeam(page, 'Listening Team');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  // Another tab of this browser, as the local organizers' console writes the night.
  const organizerTab = await context.newPage();
  await organizerTab.goto('/');
  const post = (text: string | null) =>
    storeTables(organizerTab, { announcement: text && { text, at: Date.now() } });
  await post('Riddle 7 has a typo.');
  await expect(page.getByText('Riddle 7 has a typo.')).toBeVisible({ timeout: 2_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Riddle 7 has a typo.')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your answer')).toBeFocused();

  // A newer one shows again; the organizers clear it while Dismiss has focus.
  await post('Ten minutes left.');
  await page.getByRole('button', { name: 'Dismiss' }).focus();
  await post(null);
  await expect(page.getByText('Ten minutes left.')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your answer')).toBeFocused();
});
