import type { Page } from '@playwright/test';
import { questionHeading } from '@/test/game-texts.ts';
import type { LocalTables } from '@/test/local-tables.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, hydrating, test } from './fixtures.ts';
import { watchForErrors } from './page-errors.ts';
import { CROWD_SIZE, crowdOfTeams, LONGEST_NAME } from './crowd.ts';
import { expectFitsWidth, SCREEN_WIDTHS } from './fits-width.ts';
import {
  answer,
  answerTo,
  enterTeam,
  seedTables,
  storedTable,
  storeTables,
  teamRecord,
} from './game.ts';
import { consoleHeading, openConsole, signUpOnConsole } from './console.ts';
import { MEMBER, signOut } from './sign-up.ts';

/**
 * The organizers' console in local mode. An organizer is granted in this browser, as
 * `npm run game:admin` grants one in the database.
 */
const OPENS = Date.parse('2026-12-05T18:00:00+05:30');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS, closesAt: OPENS + 120 * MINUTE } };

const twoTeams = {
  ohms: teamRecord('ohms', 3, OPENS + 5 * MINUTE),
  diodes: teamRecord('diodes', 5, OPENS + 2 * MINUTE),
};

async function seedNight(page: Page, organizers: string[], teams: object = twoTeams) {
  await seedTables(page, { night, teams, organizers });
  await page.clock.install({ time: OPENS + 30 * MINUTE });
}

/**
 * Signs MEMBER up from the console's own "Log in" button, which leaves them on the console, and
 * verifies the address: the console lets in only an organizer who owns it.
 */
test('a member who is not an organizer is told the console is for organizers only', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await seedNight(page, ['someone.else@ece.nits.ac.in']);
  await page.goto('/CoS/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
  await signUpOnConsole(page);
  await expect(page.getByText('your account is not one of theirs')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px an organizer sees the night and every team, and exports the standings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedNight(page, [MEMBER.email]);
    await page.goto('/CoS/admin');
    await signUpOnConsole(page);
    await expect(page).toHaveTitle('Organizers | ECS NIT Silchar');
    await expect(consoleHeading(page)).toBeVisible();
    const rows = page.getByRole('region', { name: 'Teams' }).getByRole('rowheader');
    await expect(rows).toHaveText(['diodes', 'ohms']);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cos-standings-2026-12-05.csv');
  });
}

test("the console with a night of teams: on a phone the night's controls come before the long tables and the section links reach each; it fits every width, cards on a phone, a table on a wide screen, no sideways scroll", async ({
  page,
}) => {
  // A sign-up, its verification link, and a night of teams at every width.
  test.slow();
  await seedNight(page, [MEMBER.email], crowdOfTeams(OPENS + 5 * MINUTE));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/CoS/admin');
  await signUpOnConsole(page);
  const teams = page.getByRole('table', { name: 'Every team tonight' });
  await expect(teams.getByRole('rowheader')).toHaveCount(CROWD_SIZE);
  const tableTop = (await teams.boundingBox())?.y ?? 0;
  for (const control of [
    page.getByLabel('Announcement'),
    page.getByRole('button', { name: 'Freeze the leaderboard' }),
    page.getByRole('heading', { name: 'Start a new night' }),
  ]) {
    expect((await control.boundingBox())?.y ?? Infinity).toBeLessThan(tableTop);
  }
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await sections.getByRole('link', { name: 'Riddles' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Riddles' })).toBeInViewport();
  await expectNoAxeViolations(page);

  const longest = page.getByRole('button', {
    name: `Disqualify team ${LONGEST_NAME}`,
    exact: true,
  });
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsWidth(page, page.getByRole('main'));
    await longest.scrollIntoViewIfNeeded();
    await expect(longest).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Started', exact: true })).toBeVisible();
  }
});

test("keyboard focus stays on a row's button when live ranking moves the row", async ({ page }) => {
  await seedNight(page, [MEMBER.email]);
  await page.goto('/CoS/admin');
  await signUpOnConsole(page);
  const rows = page.getByRole('region', { name: 'Teams' }).getByRole('rowheader');
  await expect(rows).toHaveText(['diodes', 'ohms']);
  const move = page.getByRole('button', { name: 'Move team diodes', exact: true });
  await move.focus();
  // Another tab's write, as the browser reports it (a second page would take the focus away).
  const ohms = teamRecord('ohms', 7, OPENS + 5 * MINUTE);
  await storeTables(page, { teams: { ...twoTeams, ohms } }, { tellThisTab: true });
  await expect(rows).toHaveText(['ohms', 'diodes']);
  await expect(move).toBeFocused();
});

/** A night open now on the real clock, with MEMBER as its organizer. */
async function seedOpenNight(page: Page) {
  const opensAt = Date.now() - 10 * MINUTE;
  const schedule = { opensAt, closesAt: opensAt + 120 * MINUTE };
  await seedTables(page, { night: { schedule }, organizers: [MEMBER.email] }, { once: true });
}

/** Opens the console signed in as the organizer (MEMBER), in a page of this context. */
async function startTeam(page: Page, name: string) {
  await page.goto('/CoS');
  await enterTeam(page, name);
}

/** Confirms `action` on the team's row in the console's dialog. */
async function actOnTeam(page: Page, teamName: string, action: string, deviceCode?: string) {
  // The row's button is named for its team; exact, so that a name never matches a longer one.
  await page.getByRole('button', { name: `${action} team ${teamName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action} team ${teamName}?` });
  if (deviceCode) await dialog.getByLabel('Device code').fill(deviceCode);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Local mode keeps the database in each browser's storage: this copies it as a server would share it. */
async function shareDatabase(from: Page, to: Page) {
  const names = ['teams', 'owners', 'guesses', 'solves', 'devices', 'night'] as const;
  const tables: LocalTables = {};
  for (const name of names) {
    const table = await storedTable(from, name);
    // A table `from` does not hold is not copied: `to` keeps its own.
    if (Object.keys(table).length > 0) tables[name] = table;
  }
  await storeTables(to, tables);
}

/** This device starts team Ohm Squad; its organizer then confirms `action` on it: the row goes. */
async function startThenActOnTeam(page: Page, action: 'Reset' | 'Ban') {
  await seedOpenNight(page);
  await startTeam(page, 'Ohm Squad');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await openConsole(page);
  await actOnTeam(page, 'ohm squad', action);
  await expect(
    page.getByRole('region', { name: 'Teams' }).getByRole('rowheader', { name: 'ohm squad' }),
  ).toHaveCount(0);
}

test('an organizer resets a team, and its name starts again from question 1, on the same device', async ({
  page,
}) => {
  await startThenActOnTeam(page, 'Reset');
  await signOut(page);
  await startTeam(page, 'Ohm Squad');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
});

test('an organizer bans a squatter: its device is told so, the organizer is told they cannot play', async ({
  page,
}) => {
  await startThenActOnTeam(page, 'Ban');

  // Signed in as an organizer, the game offers the console instead of NEXT.
  await page.goto('/CoS');
  await expect(
    page.getByText('You are an organizer: organizers run the night and cannot play it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: "Open the organizers' console" }).click();
  await expect(consoleHeading(page)).toBeVisible();

  // The squatter's device, signed out again, may not enter a team tonight.
  await signOut(page);
  await page.goto('/CoS');
  await expect(
    page.getByText(
      "The organizers removed this device from tonight's game. If that is a mistake, ask an organizer.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
});

test('an organizer moves a team to a second device, which resumes it at its question and score', async ({
  page,
  browser,
}) => {
  await seedOpenNight(page);
  await startTeam(page, 'Ohm Squad');
  await answer(page, answerTo(1));
  await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  const second = await browser.newContext();
  const device = hydrating(await second.newPage());
  await seedOpenNight(device);
  await device.goto('/CoS');
  const shown = device.getByText(/^Device code: [A-Z0-9]{6}$/);
  await expect(shown).toBeVisible();
  const code = ((await shown.textContent()) ?? '').slice(-6);
  await shareDatabase(device, page);
  await openConsole(page);
  await actOnTeam(page, 'ohm squad', 'Move', code);
  await shareDatabase(page, device);
  await device.reload();
  await device.getByRole('button', { name: 'NEXT' }).click();
  await expect(device.getByText('This device is already playing as ohm squad.')).toBeVisible();
  await device.getByRole('button', { name: 'RESUME THE GAME' }).click();
  await expect(device.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await second.close();
});

test('an announcement reaches a playing team within 2 s, and a frozen leaderboard says when it froze', async ({
  page,
  context,
}) => {
  await seedOpenNight(page);
  // The team plays in another tab as this browser's anonymous device, before the organizer signs
  // in here (a signed-in organizer cannot play).
  const player = await context.newPage();
  await seedOpenNight(player);
  await startTeam(player, 'Ohm Squad');
  await expect(player.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  await openConsole(page);
  await page.getByLabel('Announcement').fill('Riddle 7 has a typo: read "ohm" as "Ohm".');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(player.getByText('Riddle 7 has a typo: read "ohm" as "Ohm".')).toBeVisible({
    timeout: 2000,
  });

  const board = await context.newPage();
  await board.goto('/CoS/leaderboard');
  await page.getByRole('button', { name: 'Freeze the leaderboard' }).click();
  await expect(board.getByText(/^Frozen at \d{1,2}:\d{2}/)).toBeVisible();
  await expectNoAxeViolations(page);
});
