import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { questionHeading } from '@/test/game-texts.ts';
import { expect, test } from './fixtures.ts';
import { answer, answerTo, enterTeam, seedTables } from './game.ts';
import { openConsole } from './console.ts';
import { MEMBER, signUp } from './sign-up.ts';
import { watchForErrors } from './page-errors.ts';

/**
 * The organizers' numbers after an accepted spelling, in local mode: one team, one console and
 * one wall, all open before the team plays. Riddle 1 right; riddle 2 typed "condenser", accepted
 * by the organizer and entered again; riddles 3 and 4 right. The console kept open, its CSV, a
 * console opened afterwards and the wall's chart then show the same night.
 */
const MINUTE = 60_000;
const SPELLING = 'condenser';
const TEAM = 'Ohm Squad';
const PLAYER = { name: 'Ravi Kumar', email: 'ravi_22@ece.nits.ac.in', password: 'secret12' };

async function seedNight(page: Page) {
  const opensAt = Date.now() - 10 * MINUTE;
  const night = { schedule: { opensAt, closesAt: opensAt + 120 * MINUTE } };
  await seedTables(page, { night, organizers: [MEMBER.email] }, { once: true });
}

const statistics = (page: Page) => page.getByRole('region', { name: 'Statistics' });

/** The per-riddle table, a row of its cells' texts per riddle. */
async function riddleRows(page: Page): Promise<string[][]> {
  const table = statistics(page).getByRole('table', { name: /^Per riddle/ });
  const rows = table.locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent?.trim() ?? '')),
  );
}

const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent ?? '');

/** "Who solved what, and when": each team's row, its name then its cells (without the labels). */
const gridOf = (page: Page) =>
  statistics(page)
    .getByRole('region', { name: 'Who solved what, and when' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children).map((cell) =>
          Array.from(cell.childNodes)
            .filter((node) => !(node instanceof Element && node.hasAttribute('aria-hidden')))
            .map((node) => node.textContent ?? '')
            .join(''),
        ),
      ),
    );

async function solveNow(player: Page, n: number) {
  await expect(player.getByRole('heading', { name: questionHeading(n) })).toBeVisible();
  await answer(player, answerTo(n));
  await expect(player.getByRole('heading', { name: questionHeading(n + 1) })).toBeVisible();
}

test('right, an accepted spelling entered again, right, right: the live console, its CSV, a fresh console and the wall agree', async ({
  page: organizer,
  context,
}) => {
  const errors = watchForErrors(organizer);
  const wall = await context.newPage();
  const player = await context.newPage();
  for (const page of [organizer, wall, player]) await seedNight(page);
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await wall.goto('/CoS/leaderboard/projector');
  const chart = wall.getByRole('figure', { name: 'Score over time: the top ten' });
  await player.goto('/CoS');
  await enterTeam(player, TEAM);
  await openConsole(organizer);
  await expect(chart.getByRole('listitem')).toHaveText(['ohm squad: 0 points']);

  await solveNow(player, 1);
  await answer(player, SPELLING);
  await expect(player.getByText('Wrong answer').first()).toBeVisible();
  const riddle2 = statistics(organizer).getByRole('list', { name: 'Riddle 2' });
  await riddle2.getByRole('button', { name: `Accept “${SPELLING}” for riddle 2` }).click();
  const dialog = organizer.getByRole('dialog', { name: `Accept “${SPELLING}” for riddle 2?` });
  await dialog.getByRole('button', { name: 'Accept the spelling' }).click();
  await player.getByRole('button', { name: `Enter “${SPELLING}” again` }).click();
  await solveNow(player, 3);
  await solveNow(player, 4);
  await expect(player.getByRole('heading', { name: questionHeading(5) })).toBeVisible();

  // The console kept open: one solve on each of riddles 1 to 4, the team on riddle 5, and one
  // wrong guess, the spelling on riddle 2, now accepted.
  await expect
    .poll(async () => (await riddleRows(organizer)).slice(0, 5).map((row) => row.slice(0, 3)))
    .toEqual([
      ['1', '0', '1'],
      ['2', '0', '1'],
      ['3', '0', '1'],
      ['4', '0', '1'],
      ['5', '1', '0'],
    ]);
  const live = await riddleRows(organizer);
  expect(live.map((row) => row[5])).toEqual(live.map((_, index) => (index === 1 ? '1' : '0')));
  for (const row of live.slice(0, 4)) expect(row[3]).not.toBe('–');
  await expect(riddle2.getByRole('listitem')).toHaveText([`${SPELLING}1 teamAccepted`]);
  for (const n of [1, 3, 4]) {
    await expect(statistics(organizer).getByRole('list', { name: `Riddle ${n}` })).toHaveCount(0);
  }
  const [row, ...others] = await gridOf(organizer);
  expect(others).toEqual([]);
  expect(row?.slice(0, 6).map((cell) => cell.replace(/^\d+$/, 'minute'))).toEqual([
    'ohm squad',
    ...Array<string>(4).fill('minute'),
    'now',
  ]);

  // Its CSV says the same, row for row, with the wrong answer on riddle 2 alone.
  const download = organizer.waitForEvent('download');
  await statistics(organizer).getByRole('button', { name: 'Export statistics CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n')
    .slice(1);
  // The CSV leaves a time it has not blank, where the console shows a dash.
  const figures = csv.map((line) =>
    line
      .split(',')
      .slice(0, 6)
      .map((cell) => cell || '–'),
  );
  expect(figures).toEqual(live);
  expect(csv.map((line) => line.split(',')[6])).toEqual(
    live.map((_, index) => (index === 1 ? `${SPELLING} (1)` : '')),
  );

  // A console opened now shows what the one kept open shows.
  const fresh = await context.newPage();
  await openConsole(fresh);
  await expect.poll(() => riddleRows(fresh)).toEqual(live);
  expect(await gridOf(fresh)).toEqual([row]);
  const wrongAnswers = (page: Page) => textOf(statistics(page).getByRole('list').first());
  expect(await wrongAnswers(fresh)).toBe(await wrongAnswers(organizer));

  // The wall kept open draws the team's line up to 40, as its board says.
  await expect(chart.getByRole('listitem')).toHaveText(['ohm squad: 40 points']);
  await expect(wall.getByRole('table', { name: 'Teams ranked by score' })).toContainText('40');
  expect(errors).toEqual([]);
});

test('two teams in tabs of one browser typed a spelling the organizer accepts: both are told, and each moves on', async ({
  page: organizer,
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [organizer, first, second]) await seedNight(page);
  // The first plays as the browser's device, the second as a member signed up in its tab.
  await first.goto('/CoS');
  await enterTeam(first, 'Ohm Squad');
  await second.goto('/');
  await signUp(second, {
    name: 'Ravi Kumar',
    email: 'ravi_22@ece.nits.ac.in',
    password: 'secret12',
  });
  await second.goto('/CoS');
  await enterTeam(second, 'Nand Gates');
  await answer(first, 'Edison');
  await answer(second, 'edi son');
  for (const page of [first, second]) {
    await expect(page.getByText('Wrong answer').first()).toBeVisible();
  }

  // The browser is signed in as the second player: the organizer signs out, then in, as in
  // docs/game-night.md's five-minute night. The players' tabs keep playing their teams.
  await organizer.bringToFront();
  await organizer.goto('/');
  await organizer.getByRole('button', { name: `Account menu for ${PLAYER.name}` }).click();
  await organizer.getByRole('button', { name: 'Sign Out' }).click();
  await openConsole(organizer);
  const riddle1 = statistics(organizer).getByRole('list', { name: 'Riddle 1' });
  await riddle1.getByRole('button', { name: 'Accept “edison” for riddle 1' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Accept “edison” for riddle 1?' });
  await dialog.getByRole('button', { name: 'Accept the spelling' }).click();

  for (const [page, typed] of [
    [first, 'Edison'],
    [second, 'edi son'],
  ] as const) {
    // Each player looks at their own tab, as a player at a phone does.
    await page.bringToFront();
    await expect(page.getByText(`The organizers now accept “${typed}”`)).toHaveCount(1);
    await page.getByRole('button', { name: `Enter “${typed}” again` }).click();
    await expect(page.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  }
});
