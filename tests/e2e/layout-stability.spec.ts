import { expect, test, type Page } from '@playwright/test';
import { UPGRADE_WAIT } from './carousel-upgrade.ts';
import { contentView } from './content.ts';
import { seedTables } from './game.ts';
import { keepIdleCallback } from './hydration.ts';
import { nextFrames, settled, watchRequests } from './settled.ts';

/**
 * The pages Lighthouse measures (`npm run perf`), whose budget is CLS 0, and the fest's own page,
 * whose facts and registration are the longest of the events' pages.
 */
const MEASURED_PAGES = ['/', '/members', '/about', '/events', '/CoS', festPage()];

function festPage(): string {
  const fest = contentView('events-page').events.find((event) => event.eventsPage === '/Spectrum');
  if (!fest) throw new Error('No event links /Spectrum.');
  return fest.page;
}

/** The layout shifts recorded so far, once the last frame's are in. */
async function layoutShifts(page: Page): Promise<string[]> {
  await nextFrames(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

/** Records every layout shift from the first paint on, with what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 80)
            : (source.node?.textContent ?? '?'),
        );
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('layout stability on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const path of MEASURED_PAGES) {
    test(`${path} does not shift while it loads, types, upgrades its carousels and scrolls`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await keepIdleCallback(page);
      const requests = watchRequests(page);
      await page.goto(path);
      await settled(page, requests);
      // The home page's hero types its line once, to its end.
      for (const typedLine of await page.locator('[class*="typedLive"]').all()) {
        const text = await typedLine.locator('..').locator('[class*="typedGhost"]').textContent();
        await expect(typedLine.locator('.Typewriter__wrapper')).toHaveText(text ?? '');
      }
      for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
      }
      await page.mouse.wheel(0, 100_000);
      // What the jump to the end brought into view (its pictures) has loaded and been drawn.
      await settled(page, requests);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

/**
 * /CoS is pre-rendered before the night is known ("Checking the game night…"); whatever the
 * script then fills in (the countdown, NEXT, the end of the night) takes the room kept for it.
 */
test.describe('the game intro as the night is read', () => {
  const opensAt = new Date('2026-12-05T18:00:00').getTime();
  const HOUR = 3_600_000;
  const moments = {
    before: opensAt - 5 * HOUR,
    open: opensAt + HOUR / 2,
    over: opensAt + 3 * HOUR,
  };

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    for (const [phase, time] of Object.entries(moments)) {
      test(`at ${viewport.width} px, ${phase} the night, nothing on /CoS moves`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        await seedTables(page, { night: { schedule: { opensAt, closesAt: opensAt + 2 * HOUR } } });
        await keepIdleCallback(page);
        await page.clock.install({ time });
        const requests = watchRequests(page);
        await page.goto('/CoS');
        await expect(page.getByText('Checking the game night…')).toHaveCount(0);
        await settled(page, requests);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});
