import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { outOfAll, scoreAfter } from '@/test/game-texts.ts';
import { CROWD_SIZE, crowdOfTeams, LONGEST_NAME } from './crowd.ts';
import { expectFitsWidth, SCREEN_WIDTHS } from './fits-width.ts';
import { seedTables, storeTables, teamRecord } from './game.ts';

const team = (name: string, solved: number) =>
  teamRecord(name, solved, Date.parse('2026-11-21T19:00:00'));

/** Writes the teams as another tab on this device would, so the board's tab hears of it. */
const storeTeams = (page: Page, teams: object) => storeTables(page, { teams });

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const rowNames = (page: Page) => page.getByRole('rowheader').allTextContents();

test('a hidden board lets go after 30 s and catches up at once when shown again', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: new Date('2026-11-21T19:40:00') });
  const other = await context.newPage();
  await other.goto('/robots.txt');
  await storeTeams(other, { amps: team('amps', 2), bits: team('bits', 1) });
  await page.goto('/CoS/leaderboard');
  await expect.poll(() => rowNames(page)).toEqual(['amps', 'bits']);

  await setHidden(page, true);
  await page.clock.runFor(30_000);
  await storeTeams(other, { amps: team('amps', 2), bits: team('bits', 3) });
  await page.clock.runFor(120_000);
  expect(await rowNames(page)).toEqual(['amps', 'bits']);

  await setHidden(page, false);
  await expect.poll(() => rowNames(page), { timeout: 2000 }).toEqual(['bits', 'amps']);
  await expect(page.getByText(/^Last updated 7:42:/)).toBeVisible();
});

test('every header and cell of the board fits, and nothing scrolls sideways, from 320 to 1920 px', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto('/robots.txt');
  await storeTeams(other, crowdOfTeams(Date.parse('2026-11-21T19:00:00')));
  await page.goto('/CoS/leaderboard');
  const table = page.getByRole('table', { name: 'Teams ranked by score' });
  // Each team's row, and the header's.
  await expect(table.getByRole('row')).toHaveCount(CROWD_SIZE + 1);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Rank',
    'Team',
    'Solved',
    'Score',
    'Last correct answer',
  ]);
  const long = table.getByRole('row', { name: new RegExp(LONGEST_NAME) });
  await expect(long.getByRole('cell')).toHaveText([
    '',
    outOfAll(7),
    scoreAfter(7),
    /^\d\d:\d\d:\d\d/,
  ]);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsWidth(page, page.getByRole('main'));
    for (const name of ['Rank', 'Team', 'Solved', 'Score', 'Last correct answer']) {
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(long.getByRole('cell').nth(3)).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: 'team bits 5 (disqualified)' }),
    ).toBeVisible();
  }
});

for (const width of [375, 1280]) {
  test(`the board is axe clean at ${width} px`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });
    const other = await context.newPage();
    await other.goto('/robots.txt');
    await storeTeams(other, {
      amps: team('amps', 2),
      long: team('a team with a name of forty characters!!', 1),
    });
    await page.goto('/CoS/leaderboard');
    await expect(page.getByRole('row', { name: /amps/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /amps/ }).getByRole('cell').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a frozen board: the standings as of the freeze, a disqualified team last, the announcement', async ({
  page,
}) => {
  const frozenAt = Date.parse('2026-11-21T19:40:00');
  const at = (minutes: number) => frozenAt + minutes * 60_000;
  await seedTables(page, {
    teams: {
      amps: team('amps', 4),
      bits: team('bits', 3),
      cheats: { ...team('cheats', 6), disqualified: true },
      late: { ...team('late', 1), startedAt: at(5), timestamp: at(9) },
    },
    solves: {
      amps: { 1: at(-30), 2: at(1), 3: at(2), 4: at(3) },
      bits: { 1: at(-20), 2: at(-10), 3: at(-1) },
      cheats: { 1: at(-35), 2: at(-34), 3: at(-33), 4: at(-32), 5: at(-31), 6: at(-30) },
      late: { 1: at(9) },
    },
    night: {
      announcement: { text: 'Riddle 7 has a typo: read "ohm" as "volt".', at: at(-5) },
      frozenAt,
    },
  });
  await page.goto('/CoS/leaderboard');

  await expect(page.getByText('Frozen at 7:40 PM')).toBeVisible();
  await expect(page.getByText('Riddle 7 has a typo: read "ohm" as "volt".')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(['bits', 'amps', 'cheats (disqualified)']);
  const scoreOf = (name: RegExp) => page.getByRole('row', { name }).getByRole('cell').nth(2);
  await expect(scoreOf(/^bits/)).toHaveText(scoreAfter(3));
  await expect(scoreOf(/^amps/)).toHaveText(scoreAfter(1));
  await expect(page.getByText(/^Last updated/)).toHaveCount(0);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
});
