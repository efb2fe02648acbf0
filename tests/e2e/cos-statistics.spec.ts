import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { questionHeading } from '@/test/game-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectFitsWidth } from './fits-width.ts';
import { answer, enterTeam, seedTables, teamRecord } from './game.ts';
import { watchForErrors } from './page-errors.ts';
import { openConsole } from './console.ts';
import { MEMBER } from './sign-up.ts';

/**
 * The console's statistics in local mode, played in tabs: a team plays in one tab as this
 * browser's anonymous device, and the organizer (MEMBER, granted in this browser) watches and
 * accepts a spelling in another.
 */
const MINUTE = 60_000;
/** Riddle 1's wrong answer the night's two teams type, each in its own way. */
const WRONG = 'edison';

/** A night open now, and a team (diodes) that typed WRONG on riddle 1 a minute ago. */
async function seedNight(page: Page) {
  const opensAt = Date.now() - 10 * MINUTE;
  const schedule = { opensAt, closesAt: opensAt + 120 * MINUTE };
  const diodes = teamRecord('diodes', 0, opensAt + 2 * MINUTE);
  const at = Date.now() - MINUTE;
  await seedTables(
    page,
    {
      night: { schedule },
      organizers: [MEMBER.email],
      teams: { diodes },
      owners: { [diodes.owner]: 'diodes' },
      guesses: { diodes: { question: 1, proof: '0'.repeat(64), at, count: 1 } },
      typed: { diodes: { 1: { question: 1, text: WRONG } } },
    },
    { once: true },
  );
}

test('a wrong answer typed by two teams shows with the count 2; accepted, a team enters it and moves on; the statistics download as CSV', async ({
  page,
  context,
}) => {
  const errors = watchForErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await seedNight(page);
  const player = await context.newPage();
  await seedNight(player);
  await player.goto('/CoS');
  await enterTeam(player, 'Ohm Squad');
  await expect(player.getByRole('heading', { name: questionHeading(1) })).toBeVisible();
  // Typed otherwise, normalised alike.
  await answer(player, ' Edi Son ');
  await expect(player.getByText('Wrong answer').first()).toBeVisible();

  await openConsole(page);
  const statistics = page.getByRole('region', { name: 'Statistics' });
  const riddle1 = statistics.getByRole('list', { name: 'Riddle 1' });
  await expect(riddle1.getByRole('listitem').first()).toHaveText(
    `${WRONG}2 teamsAccept “${WRONG}” for riddle 1`,
  );
  const firstRow = statistics.getByRole('rowheader', { name: '1', exact: true }).locator('..');
  await expect(firstRow.getByRole('cell')).toHaveText(['2', '0', '–', '–', '2']);
  await expectFitsWidth(page, statistics.getByRole('table', { name: /^Per riddle/ }));
  await expectNoAxeViolations(page);

  await riddle1.getByRole('button', { name: `Accept “${WRONG}” for riddle 1` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept “${WRONG}” for riddle 1?` });
  await dialog.getByRole('button', { name: 'Accept the spelling' }).click();
  await expect(dialog).toBeHidden();
  await expect(riddle1.getByRole('listitem').first()).toHaveText(`${WRONG}2 teamsAccepted`);

  await expect(player.getByText('The organizers now accept “Edi Son”')).toBeVisible();
  await player.getByRole('button', { name: 'Enter “Edi Son” again' }).click();
  await expect(player.getByRole('heading', { name: questionHeading(2) })).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('1');

  const download = page.waitForEvent('download');
  await statistics.getByRole('button', { name: 'Export statistics CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cos-statistics-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    'riddle,on it now,solves,median minutes,slowest minutes,wrong guesses,wrong answers (teams)',
  );
  expect(csv[1]).toMatch(new RegExp(`^1,1,1,[\\d.]+,[\\d.]+,2,${WRONG} \\(2\\)$`));
  expect(errors).toEqual([]);
});
