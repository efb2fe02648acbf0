import type { Page } from '@playwright/test';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { points, questionHeading } from '@/test/game-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { enterTeam, seedTables, teamRecord } from './game.ts';
import { CONSOLE_PATH, signUpOnConsole } from './console.ts';
import { MEMBER, signOut } from './sign-up.ts';

/**
 * Past nights in local mode: the archive is seeded in this browser the way starting a new
 * night leaves it, and the site shows it from tonight's board.
 */
const OPENS = Date.parse('2026-12-05T18:00+05:30');
const MINUTE = 60_000;

/** An archived team that solved `solved` riddles, the last at `minute` of the night. */
const team = (teamName: string, solved: number, minute: number, disqualified = false) => ({
  teamName,
  question: solved + 1,
  score: points(solved),
  startedAt: OPENS + MINUTE,
  timestamp: OPENS + minute * MINUTE,
  disqualified,
});

const archive = {
  '2025-12-06': {
    opensAt: Date.parse('2025-12-06T18:00+05:30'),
    closesAt: Date.parse('2025-12-06T20:00+05:30'),
    teams: { ohms: team('ohms', 5, 40) },
  },
  '2026-12-05': {
    opensAt: OPENS,
    closesAt: OPENS + 120 * MINUTE,
    teams: {
      gates: team('gates', 3, 50),
      cheats: team('cheats', QUESTION_COUNT, 20, true),
      diodes: team('diodes', 3, 35),
      'a team with a name of forty characters!!': team(
        'a team with a name of forty characters!!',
        1,
        15,
      ),
    },
  },
};

const seedArchive = (page: Page) => seedTables(page, { archive });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test("past nights: from tonight's board to a past night's final board, and back from an unknown date", async ({
  page,
}) => {
  await seedArchive(page);
  await page.goto('/CoS/leaderboard');
  const past = page.getByRole('region', { name: 'Past nights' });
  await expect(past.getByRole('link')).toHaveText(['5 December 2026', '6 December 2025']);

  await past.getByRole('link', { name: '5 December 2026' }).click();
  await expect(page).toHaveURL('/CoS/leaderboard/2026-12-05');
  await expect(heading(page)).toHaveText('Leaderboard of 5 December 2026');
  await expect(page).toHaveTitle('Leaderboard of 5 December 2026 | ECS NIT Silchar');
  await expect(page.getByRole('rowheader')).toHaveText([
    'diodes',
    'gates',
    'a team with a name of forty characters!!',
    'cheats (disqualified)',
  ]);

  const unknown = await page.goto('/CoS/leaderboard/2024-01-01');
  expect(unknown?.status()).toBe(200);
  await expect(heading(page)).toHaveText('No game night on that date');
  await page.getByRole('link', { name: 'All leaderboards' }).click();
  await expect(page).toHaveURL('/CoS/leaderboard');
  await expect(heading(page)).toHaveText('Leaderboard');
});

test('a past night opened directly is served by the app, and a malformed date is no game night', async ({
  page,
}) => {
  await seedArchive(page);
  const direct = await page.goto('/CoS/leaderboard/2025-12-06');
  expect(direct?.status()).toBe(200);
  await expect(page.getByRole('rowheader')).toHaveText(['ohms']);

  await page.goto('/CoS/leaderboard/5-12-2026');
  await expect(heading(page)).toHaveText('No game night on that date');
  await expect(page.getByRole('link', { name: 'All leaderboards' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the board with past nights and a past night's board are axe clean at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedArchive(page);
    await page.goto('/CoS/leaderboard');
    await expect(page.getByRole('link', { name: '6 December 2025' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/CoS/leaderboard/2026-12-05');
    await expect(page.getByRole('rowheader', { name: 'cheats (disqualified)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an organizer starts a new night: the last board is kept under past nights (an open board shows it at once), tonight starts empty, and a name is free again', async ({
  page,
  context,
}) => {
  const nextOpens = OPENS + 7 * 24 * 60 * MINUTE;
  // Set once: the console's new night replaces it, and a reload must not bring it back.
  const schedule = { opensAt: OPENS, closesAt: OPENS + 120 * MINUTE };
  await seedTables(page, { night: { schedule }, organizers: [MEMBER.email] }, { once: true });
  await page.clock.install({ time: OPENS + 10 * MINUTE });
  await page.goto('/CoS');
  await enterTeam(page, 'Ohm Squad');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();

  const board = await context.newPage();
  await board.goto('/CoS/leaderboard');
  await expect(board.getByRole('rowheader')).toHaveText(['ohm squad']);
  await expect(board.getByRole('region', { name: 'Past nights' })).toHaveCount(0);

  await page.clock.setSystemTime(OPENS + 3 * 60 * MINUTE);
  await page.goto(CONSOLE_PATH);
  await signUpOnConsole(page);
  // The next night, as the organizer's device shows times in the form.
  const local = new Date(nextOpens - new Date(nextOpens).getTimezoneOffset() * MINUTE);
  await page.getByLabel('Opens at').fill(local.toISOString().slice(0, 16));
  await page.getByRole('button', { name: 'START A NEW NIGHT' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'is kept under past nights' }),
  ).toHaveText(/^The night of 5 December 2026 is kept under past nights \(1 team\)\./);
  await expect(board.getByText('No team has entered the chamber yet.')).toBeVisible();
  await expect(
    board
      .getByRole('region', { name: 'Past nights' })
      .getByRole('link', { name: '5 December 2026' }),
  ).toBeVisible();
  await board.close();

  await page.goto('/CoS/leaderboard');
  await expect(page.getByText('No team has entered the chamber yet.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Past nights' })
    .getByRole('link', { name: '5 December 2026' })
    .click();
  await expect(heading(page)).toHaveText('Leaderboard of 5 December 2026');
  await expect(page.getByRole('rowheader')).toHaveText(['ohm squad']);

  // The organizer signs out: the same device, anonymous again, may take the name once more.
  await signOut(page);
  await page.clock.setSystemTime(nextOpens + MINUTE);
  await page.goto('/CoS');
  await enterTeam(page, 'Ohm Squad');
  await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
});

test.describe('on a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a night that opened at 11:32 PM on 1 December is kept as 1 December, its CSVs named so', async ({
    page,
  }) => {
    // 11:32 PM in New York: already 2 December in UTC and in India.
    const opensAt = Date.parse('2026-12-01T23:32-05:00');
    const schedule = { opensAt, closesAt: opensAt + 120 * MINUTE };
    const teams = { ohms: teamRecord('ohms', 2, opensAt + MINUTE) };
    await seedTables(
      page,
      { night: { schedule }, teams, organizers: [MEMBER.email] },
      { once: true },
    );
    await page.clock.install({ time: opensAt + 3 * 60 * MINUTE });
    await page.goto(CONSOLE_PATH);
    await signUpOnConsole(page);
    await expect(page.getByText('December 1, 2026 at 11:32 PM')).toBeVisible();

    for (const [button, name] of [
      ['Export CSV', 'cos-standings-2026-12-01.csv'],
      ['Export statistics CSV', 'cos-statistics-2026-12-01.csv'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      expect((await download).suggestedFilename()).toBe(name);
    }

    await page.getByLabel('Opens at').fill('2026-12-08T18:00');
    await page.getByRole('button', { name: 'START A NEW NIGHT' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'is kept under past nights' }),
    ).toHaveText(
      'The night of 1 December 2026 is kept under past nights (1 team). The next night opens on December 8, 2026 at 6:00 PM.',
    );
    await page.goto('/CoS/leaderboard');
    await page
      .getByRole('region', { name: 'Past nights' })
      .getByRole('link', { name: '1 December 2026' })
      .click();
    await expect(page).toHaveURL('/CoS/leaderboard/2026-12-01');
    await expect(page.getByRole('rowheader')).toHaveText(['ohms']);
  });
});
