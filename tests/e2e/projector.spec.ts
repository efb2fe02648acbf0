import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { CONTROLS_MS } from '@/features/cos/leaderboard/projector/use-pointer-active.ts';
import { crowdOfTeams, LONGEST_NAME } from './crowd.ts';
import { expectFitsWidth, SCREEN_WIDTHS } from './fits-width.ts';
import { expect, test } from './fixtures.ts';
import { seedTables, storeTables } from './game.ts';
import { pauseAhead } from './page-clock.ts';

/** The leaderboard on a wall, in local mode: 34 teams in this browser, the board live. */
const STARTED = Date.parse('2026-11-21T19:00:00');
const PAGE_MS = 10_000;
const PROJECTOR = '/CoS/leaderboard/projector';

/** The crowd of teams, and what else the night holds beside them (an announcement). */
const seed = (page: Page, beside: object = {}, teams: object = crowdOfTeams(STARTED)) =>
  seedTables(page, { teams, ...beside });

const range = (page: Page) => page.getByText(/^Teams \d+–\d+ of 34$/);
const table = (page: Page) => page.getByRole('table', { name: 'Teams ranked by score' });

/** The ranks the page shows after the top three, as "Teams 4–12 of 34" says them. */
async function shownRange(page: Page): Promise<[number, number]> {
  const [, first, last] = /^Teams (\d+)–(\d+)/.exec((await range(page).textContent()) ?? '') ?? [];
  return [Number(first), Number(last)];
}

/** How finely the tests find a page turn on the page's clock. */
const STEP = 250;

/** Runs the page's clock a step at a time until its page turns, at most `ms`. */
async function turnWithin(page: Page, ms: number) {
  const before = await shownRange(page);
  for (let ran = 0; ran < ms; ran += STEP) {
    await page.clock.runFor(STEP);
    if ((await shownRange(page))[0] !== before[0]) return;
  }
  throw new Error(`The page did not turn within ${ms} ms of the page's clock.`);
}

/** The whole screen is the board: nothing below the fold, no sideways scroll, no cut cell. */
async function expectOneScreen(page: Page) {
  await expectFitsWidth(page, page.getByRole('main'));
  const below = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );
  expect(below, 'the wall scrolls down').toBeLessThanOrEqual(0);
  for (const rank of ['1', '2', '3']) {
    await expect(table(page).getByRole('cell', { name: rank, exact: true }).first()).toBeInViewport(
      {
        ratio: 1,
      },
    );
  }
  await expect(range(page)).toBeInViewport();
}

test('a screen of its own: no header or footer, the top three and a page of the rest, fitting every width', async ({
  page,
}) => {
  await seed(page, { announcement: { text: 'Riddle 7 has a typo: read "ohm" as "volt".', at: 1 } });
  await page.clock.install({ time: STARTED + 40 * 60_000 });
  await page.goto(PROJECTOR);
  await expect(page).toHaveTitle('Leaderboard for the projector | ECS NIT Silchar');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Riddle 7 has a typo: read "ohm" as "volt".')).toBeVisible();
  await expect(page.getByText('Chamber of Secrets standings, updated live.')).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Rank',
    'Team',
    'Solved',
    'Score',
    'Last correct answer',
  ]);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : width < 1920 ? 800 : 1080 });
    await expect(range(page)).toHaveText(/^Teams 4–/);
    await expectOneScreen(page);
  }
});

test('the pages turn by themselves every 10 s, the top three stay, and every page fits', async ({
  page,
}) => {
  await seed(page);
  await page.clock.install({ time: STARTED + 40 * 60_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PROJECTOR);
  const [opening, last] = await shownRange(page);
  expect(opening).toBe(4);
  expect(last).toBeGreaterThan(8);
  // From now on the page's time moves only as the test says. However long the page took to come
  // up, and however busy the machine is, the first turn is found to within a step; from then
  // on each page must stay until a second before its PAGE_MS is up, and be gone just after.
  await pauseAhead(page);
  await turnWithin(page, PAGE_MS + STEP);

  const seen = new Set<string>();
  let [next] = await shownRange(page);
  expect(next).toBe(last + 1);
  const start = next;
  do {
    const [first, end] = await shownRange(page);
    expect(first).toBe(next);
    await expect(table(page).getByRole('row')).toHaveCount(1 + 3 + end - first + 1);
    for (const name of await table(page).getByRole('rowheader').allTextContents()) seen.add(name);
    await expectOneScreen(page);
    next = end === 34 ? 4 : end + 1;
    await page.clock.runFor(PAGE_MS - 1000);
    expect(await shownRange(page)).toEqual([first, end]);
    await turnWithin(page, 1000 + STEP);
  } while (next !== start);
  expect((await shownRange(page))[0]).toBe(start);
  expect(seen.size).toBe(34);
  expect(seen).toContain(LONGEST_NAME);
  expect(seen).toContain('team bits 5 (disqualified)');
});

/** How much of `element` shows: its opacity times every ancestor's (0: out of sight). */
const seenOpacity = (element: Locator) =>
  element.evaluate((node) => {
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement) {
      opacity *= Number(getComputedStyle(at).opacity);
    }
    return opacity;
  });

/** The mouse pointer over the middle of the wall, as the browser would draw it. */
const pointerOnWall = (page: Page) =>
  page.evaluate(() => {
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return middle ? getComputedStyle(middle).cursor : '';
  });

/**
 * The opacity fades of the page buttons' bar, from the page's first moment: a transition fires
 * `transitionrun` as it is created, however soon a test looks.
 */
async function watchButtonFades(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const fades: string[] = [];
    Object.assign(window, { buttonFades: fades });
    document.addEventListener('transitionrun', (event) => {
      const target = event.target as Element;
      if (event.propertyName === 'opacity' && target.querySelector('button')) {
        fades.push(target.className);
      }
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { buttonFades: string[] }).buttonFades.length);
}

test('the wall shows no button and no pointer; moving the mouse or Tab brings the page buttons up', async ({
  page,
}) => {
  await seed(page);
  await page.clock.install({ time: STARTED + 40 * 60_000 });
  await page.setViewportSize({ width: 1920, height: 1080 });
  const fades = await watchButtonFades(page);
  await page.goto(PROJECTOR);
  const [, last] = await shownRange(page);
  expect(last).toBeLessThan(34);
  const buttons = page.getByRole('button');
  await expect(buttons).toHaveText(['Previous page', 'Pause paging', 'Next page']);
  // Out of sight from the start: no fade of buttons shown for a moment as the board came.
  expect(await fades()).toBe(0);
  for (const button of await buttons.all()) expect(await seenOpacity(button)).toBe(0);
  expect(await pointerOnWall(page)).toBe('none');

  await page.mouse.move(900, 500);
  for (const button of await buttons.all()) await expect.poll(() => seenOpacity(button)).toBe(1);
  expect(await pointerOnWall(page)).toBe('auto');
  await page.clock.runFor(CONTROLS_MS);
  for (const button of await buttons.all()) await expect.poll(() => seenOpacity(button)).toBe(0);
  expect(await pointerOnWall(page)).toBe('none');

  await page.keyboard.press('Tab');
  const previous = page.getByRole('button', { name: 'Previous page' });
  await expect(previous).toBeFocused();
  await expect.poll(() => seenOpacity(previous)).toBe(1);
  await page.keyboard.press('Enter');
  await expect(range(page)).not.toHaveText(`Teams 4–${last} of 34`);
});

test('a board that fits on one page offers no page buttons', async ({ page }) => {
  const teams = Object.fromEntries(Object.entries(crowdOfTeams(STARTED)).slice(0, 8));
  await seed(page, {}, teams);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PROJECTOR);
  await expect(page.getByText('Teams 4–8 of 8')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('under prefers-reduced-motion the pages never turn by themselves; Next page and Play do', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await seed(page);
  await page.clock.install({ time: STARTED + 40 * 60_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PROJECTOR);
  const first = await shownRange(page);
  await page.clock.runFor(5 * PAGE_MS);
  expect(await shownRange(page)).toEqual(first);
  await page.getByRole('button', { name: 'Next page' }).click();
  // The page turns once React has drawn the click: read it as it comes, not at once.
  await expect.poll(async () => (await shownRange(page))[0]).toBe(first[1] + 1);
  await page.getByRole('button', { name: 'Play paging' }).click();
  await page.clock.runFor(PAGE_MS);
  await expect.poll(async () => (await shownRange(page))[0]).toBeGreaterThan(first[1] + 1);
});

test('live as the board: a team that climbs is up at once, and a frozen board says when it froze', async ({
  page,
  context,
}) => {
  await seed(page);
  await page.goto(PROJECTOR);
  await expect(table(page).getByRole('rowheader').first()).not.toHaveText('team ohms 40');
  const other = await context.newPage();
  await other.goto('/robots.txt');
  const crowd = crowdOfTeams(STARTED);
  const climber = { ...crowd['team ohms 40']!, score: 990, question: QUESTION_COUNT + 1 };
  await storeTables(other, { teams: { ...crowd, 'team ohms 40': climber } });
  await expect(table(page).getByRole('rowheader').first()).toHaveText('team ohms 40');

  await storeTables(other, { night: { frozenAt: await other.evaluate(() => Date.now()) } });
  await expect(page.getByText(/^Frozen at /)).toBeVisible();
});

for (const width of [375, 1920]) {
  test(`the projector view is axe clean at ${width} px`, async ({ page }) => {
    await seed(page, { announcement: { text: 'Ten minutes left.', at: 1 } });
    await page.setViewportSize({ width, height: width === 375 ? 800 : 1080 });
    await page.goto(PROJECTOR);
    await expect(range(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
