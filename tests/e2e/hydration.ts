import { expect, type Page } from '@playwright/test';

/** A busy two-core machine running two browsers can take this long to start the app. */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * Waits until React has hydrated the page shell and run its effects. Keys pressed
 * on the pre-rendered HTML before that do nothing (no handlers yet), so a keyboard
 * journey that starts too early fails for a reason no visitor would notice.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // React tags each DOM node it has adopted with a `__reactProps$…` key; the shell
  // around <main> is completed only after everything inside it. A screen of its own (the
  // projector's board) has no shell: <main> is React's outermost element.
  const shellHydrated = () =>
    page.evaluate(() => {
      const main = document.getElementById('main');
      const shell = main?.parentElement?.id === 'root' ? main : main?.parentElement;
      return Boolean(shell && Object.keys(shell).some((key) => key.startsWith('__reactProps')));
    });
  await expect.poll(shellHydrated, { timeout: HYDRATION_TIMEOUT_MS }).toBe(true);
  // Effects (focus traps, key listeners) run in a task after the commit.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
