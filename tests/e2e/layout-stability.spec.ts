import { expect, test, type Page } from '@playwright/test';
import { UPGRADE_WAIT } from './carousel-upgrade.ts';

/** The pages Lighthouse measures (`npm run perf`), whose budget is CLS 0. */
const MEASURED_PAGES = ['/', '/members', '/about', '/events', '/CoS'];

/** Long enough for the hero line to finish typing (11 letters at 90 ms, then a 1 s pause). */
const TYPING_DONE_MS = 2500;

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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(TYPING_DONE_MS);
      for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
      }
      await page.mouse.wheel(0, 100_000);
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
    });
  }
});
