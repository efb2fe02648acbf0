import type { BrowserContext, Page } from '@playwright/test';

/** A busy two-core machine running two browsers can take this long to start the app. */
const HYDRATION_TIMEOUT_MS = 20_000;

/** Where `keepIdleCallback` leaves the browser's own `requestIdleCallback`. */
const IDLE_CALLBACK = '__journeysRequestIdleCallback';

/**
 * Keeps the browser's `requestIdleCallback` in each page of `target` before any script of the page
 * runs: Playwright's fake clock replaces it with a timer, which says nothing about the page.
 */
export async function keepIdleCallback(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((name) => {
    Object.defineProperty(window, name, { value: window.requestIdleCallback.bind(window) });
  }, IDLE_CALLBACK);
}

/**
 * Waits until React has hydrated the page shell and run its effects. Keys pressed
 * on the pre-rendered HTML before that do nothing (no handlers yet), so a keyboard
 * journey that starts too early fails for a reason no visitor would notice.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // React tags each DOM node it has adopted with a `__reactProps$…` key; the shell
  // around <main> is completed only after everything inside it. A screen of its own (the
  // projector's board) has no shell: <main> is React's outermost element. Checked at every
  // animation frame, so the wait ends with the frame that shows the hydrated shell.
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      const shell = main?.parentElement?.id === 'root' ? main : main?.parentElement;
      return Boolean(shell && Object.keys(shell).some((key) => key.startsWith('__reactProps')));
    },
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
  await pageIdle(page);
}

/**
 * Resolves once the page's main thread has nothing queued: React's commit and its effects (focus
 * traps, key listeners), which run in tasks React queues after the render, have all run.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const kept = Object.getOwnPropertyDescriptor(window, name)?.value as
          Window['requestIdleCallback'] | undefined;
        if (kept) kept(() => resolve());
        else window.requestIdleCallback(() => resolve());
      }),
    IDLE_CALLBACK,
  );
}
