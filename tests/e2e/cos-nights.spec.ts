import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Past nights in local mode: the archive is seeded in this browser the way starting a new
 * night leaves it (`ecs.cos.archive`), and the site shows it from tonight's board.
 */
const OPENS = Date.parse('2026-12-05T18:00+05:30');
const MINUTE = 60_000;

const team = (teamName: string, score: number, minute: number, disqualified = false) => ({
  teamName,
  question: score / 10 + 1,
  score,
  startedAt: OPENS + MINUTE,
  timestamp: OPENS + minute * MINUTE,
  disqualified,
});

const archive = {
  '2025-12-06': {
    opensAt: Date.parse('2025-12-06T18:00+05:30'),
    closesAt: Date.parse('2025-12-06T20:00+05:30'),
    teams: { ohms: team('ohms', 50, 40) },
  },
  '2026-12-05': {
    opensAt: OPENS,
    closesAt: OPENS + 120 * MINUTE,
    teams: {
      gates: team('gates', 30, 50),
      cheats: team('cheats', 210, 20, true),
      diodes: team('diodes', 30, 35),
      'a team with a name of forty characters!!': team(
        'a team with a name of forty characters!!',
        10,
        15,
      ),
    },
  },
};

async function seedArchive(page: Page) {
  await page.addInitScript(
    (value) => localStorage.setItem('ecs.cos.archive', value),
    JSON.stringify(archive),
  );
}

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
