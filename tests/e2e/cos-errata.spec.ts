import type { Page } from '@playwright/test';
import { questionHeading } from '@/test/game-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { enterTeam, seedTables } from './game.ts';
import { openConsole } from './console.ts';
import { MEMBER, signOut } from './sign-up.ts';

/** A riddle's correction in local mode: from the console to the team on it and to the wall. */
const MINUTE = 60_000;
const FIX = 'Read "ohm" as "volt": the riddle means the unit.';
const TOLD = 'The organizers have corrected this riddle: read the correction above.';

/** A night open now on the real clock, with MEMBER as its organizer. */
async function seedOpenNight(page: Page) {
  const opensAt = Date.now() - 10 * MINUTE;
  const schedule = { opensAt, closesAt: opensAt + 120 * MINUTE };
  await seedTables(page, { night: { schedule }, organizers: [MEMBER.email] }, { once: true });
}

/** The correction on the riddle: its text in the note whose mark says "Correction". */
const correctionOn = (page: Page) =>
  page
    .getByRole('region', { name: questionHeading(1) })
    .locator('p', { hasText: FIX })
    .first();

test('a correction posted in the console shows on its riddle, marked; the team on it is told once; the wall lists it', async ({
  page,
  context,
}) => {
  test.slow();
  await seedOpenNight(page);
  // The team plays in another tab as this browser's anonymous device, before the organizer signs
  // in here (a signed-in organizer cannot play).
  const player = await context.newPage();
  await seedOpenNight(player);
  await player.goto('/CoS');
  await enterTeam(player, 'Ohm Squad');
  await expect(player.getByRole('heading', { name: questionHeading(1) })).toBeVisible();

  await openConsole(page);
  const panel = page.getByRole('region', { name: 'Corrections' });
  await expect(panel.getByText('No riddle has a correction.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Question' }).selectOption('1');
  await panel.getByRole('textbox', { name: 'Correction' }).fill(FIX);
  await panel.getByRole('button', { name: 'Post the correction' }).click();
  await expect(panel.getByRole('status')).toHaveText('The correction to question 1 is posted.');
  await expect(panel.getByText(`: “${FIX}”`)).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(correctionOn(player)).toBeVisible({ timeout: 2000 });
  await expect(correctionOn(player).getByText('Correction', { exact: true })).toBeVisible();
  await expect(player.getByText(TOLD)).toBeVisible();
  await expect(player.locator('[aria-live="polite"]', { hasText: TOLD })).toHaveCount(1);
  await expectNoAxeViolations(player);

  const wall = await context.newPage();
  await wall.goto('/CoS/leaderboard/projector');
  const corrections = wall.getByRole('region', { name: 'Corrections' });
  await expect(corrections.getByRole('listitem')).toHaveText([`Question 1${FIX}`]);
  await expect(corrections.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(wall);

  // The organizer signs out, so the player's tab plays as its own device again after a reload:
  // the correction stays on the riddle, and this device does not tell it again.
  await signOut(page);
  await player.reload();
  await player.getByRole('button', { name: 'NEXT' }).click();
  await player.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(correctionOn(player)).toBeVisible();
  await expect(player.getByText(TOLD)).toHaveCount(0);
});
