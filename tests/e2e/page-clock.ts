import type { Page } from '@playwright/test';

/**
 * Pauses the page's clock (installed with `page.clock.install()`) a moment from now: the clock
 * runs on while the pause is asked for, so a loaded machine needs a wider moment.
 */
export async function pauseAhead(page: Page): Promise<void> {
  for (const ahead of [200, 1000, 3000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
  throw new Error('The page clock ran past every moment it was asked to pause at.');
}
