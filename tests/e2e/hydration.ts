import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page shell and run its effects. Keys pressed
 * on the pre-rendered HTML before that do nothing (no handlers yet), so a keyboard
 * journey that starts too early fails for a reason no visitor would notice.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // React tags each DOM node it has adopted with a `__reactProps$…` key; the shell
  // around <main> is completed only after everything inside it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shell = document.getElementById('main')?.parentElement;
        return Boolean(shell && Object.keys(shell).some((key) => key.startsWith('__reactProps')));
      }),
    )
    .toBe(true);
  // Effects (focus traps, key listeners) run in a task after the commit.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
