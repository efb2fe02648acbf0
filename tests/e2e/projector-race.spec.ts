import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { enterTeam, openGameAt, seedTables, solve, teamRecord } from './game.ts';

/**
 * The wall in one tab, a team playing in another, in local mode: each riddle's first solve is
 * announced while the wall watches, and the score chart draws the top ten's lines.
 */
const OPENS = Date.parse('2026-12-05T18:00:00');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS, closesAt: OPENS + 120 * MINUTE } };
const PROJECTOR = '/CoS/leaderboard/projector';
/** The colour of the first team's line (line-styles.ts). */
const FIRST_LINE = [0xff, 0xd1, 0x66];

const chart = (page: Page) => page.getByRole('figure', { name: 'Score over time: the top ten' });
const announcement = (page: Page) => page.getByRole('status');

/** The wall at 1920 x 1080, and a team's tab, in one browser at the same time of the night. */
async function wallAndTeam(wall: Page, team: Page, teams: object = {}, solves: object = {}) {
  await seedTables(wall, { night, teams, solves });
  await seedTables(team, { night, teams, solves }, { once: true });
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await wall.clock.install({ time: OPENS + 10 * MINUTE });
  await wall.goto(PROJECTOR);
  await expect(chart(wall)).toBeVisible();
  await openGameAt(team, OPENS + 10 * MINUTE);
}

/** Whether the chart's canvas shows the first team's colour where the name says its line ends. */
async function firstLineDrawnAtItsName(page: Page, teamName: string): Promise<boolean> {
  const name = chart(page).getByRole('listitem').filter({ hasText: teamName });
  const nameBox = await name.boundingBox();
  if (!nameBox) return false;
  return page.evaluate(
    ({ y, colour }) => {
      const plot = document.querySelector<HTMLElement>('.u-over');
      const canvas = document.querySelector<HTMLCanvasElement>('.u-wrap canvas');
      const context = canvas?.getContext('2d');
      if (!plot || !canvas || !context) return false;
      const box = canvas.getBoundingClientRect();
      const scale = canvas.width / box.width;
      const x = Math.round((plot.getBoundingClientRect().right - 6 - box.left) * scale);
      const pixels = context.getImageData(x, Math.round((y - box.top) * scale) - 6, 1, 12).data;
      for (let at = 0; at < pixels.length; at += 4) {
        const rgb = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
        if (rgb.every((value, index) => Math.abs(value - colour[index]!) < 24)) return true;
      }
      return false;
    },
    { y: nameBox.y + nameBox.height / 2, colour: FIRST_LINE },
  );
}

test('a team solves riddle 1 while the wall watches: the wall announces it, and the chart draws its line', async ({
  page: wall,
  context,
}) => {
  const team = await context.newPage();
  await wallAndTeam(wall, team);
  await expect(announcement(wall)).toBeEmpty();
  const chartBefore = await chart(wall).boundingBox();
  await enterTeam(team, 'Flux Capacitors');
  await solve(team, 1);

  await expect(announcement(wall)).toHaveText('First to solve riddle 1 flux capacitors');
  await expect(chart(wall).getByRole('listitem')).toHaveText(['flux capacitors: 10 points']);
  // The notice covers nothing of the chart, and the team's name beside its line is not cut.
  const [notice, figure] = await Promise.all([
    announcement(wall).boundingBox(),
    chart(wall).boundingBox(),
  ]);
  expect(notice && figure && notice.y >= figure.y + figure.height).toBe(true);
  // Nor does it take room from the chart, which would be drawn again, smaller.
  expect(figure?.height).toBe(chartBefore?.height);
  const name = chart(wall).getByText('flux capacitors');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect.poll(() => firstLineDrawnAtItsName(wall, 'flux capacitors')).toBe(true);
  // Scanned once it has faded in: half-faded text has half its contrast (a CSS animation, which
  // runs on the browser's time, not the page's clock).
  const shown = announcement(wall).getByRole('paragraph');
  await expect.poll(() => shown.evaluate((notice) => getComputedStyle(notice).opacity)).toBe('1');
  await expectNoAxeViolations(wall);
  await wall.screenshot({ path: test.info().outputPath('projector-1920.png') });
  await expect(wall.getByRole('button')).toHaveCount(0);

  await wall.clock.runFor(8_000);
  await expect(announcement(wall)).toBeEmpty();
});

test('a riddle solved before the wall opened is not announced, on opening or when solved again', async ({
  page: wall,
  context,
}) => {
  const team = await context.newPage();
  const earlyBirds = teamRecord('early birds', 2, OPENS);
  await wallAndTeam(
    wall,
    team,
    { 'early birds': earlyBirds },
    {
      'early birds': { '1': earlyBirds.timestamp - 10_000, '2': earlyBirds.timestamp },
    },
  );
  await expect(chart(wall).getByRole('listitem')).toHaveText(['early birds: 20 points']);
  await enterTeam(team, 'Flux Capacitors');
  await solve(team, 1);
  await expect(chart(wall).getByRole('listitem')).toHaveText([
    'early birds: 20 points',
    'flux capacitors: 10 points',
  ]);
  await expect(announcement(wall)).toBeEmpty();
});

test('under prefers-reduced-motion the wall announces no first solve, and the chart still draws', async ({
  page: wall,
  context,
}) => {
  await wall.emulateMedia({ reducedMotion: 'reduce' });
  const team = await context.newPage();
  await wallAndTeam(wall, team);
  await enterTeam(team, 'Flux Capacitors');
  await solve(team, 1);
  await expect(chart(wall).getByRole('listitem')).toHaveText(['flux capacitors: 10 points']);
  await expect(announcement(wall)).toBeEmpty();
});
