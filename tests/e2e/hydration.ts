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
 * How often a page waiting for an idle moment is woken. Chromium sometimes starts no idle period in
 * a page that has gone quiet until a task wakes its main thread: after the jump to the end of a
 * page (layout-stability.spec.ts) the wait below hung for 30 s in about 1 run in 25, and with this
 * timeout in none of 168, every callback still coming in an idle period.
 */
const IDLE_WAKE_MS = 500;
/**
 * How many wakes without an idle period end the wait anyway. On a starved CPU (npm test's
 * journeys beside its integration tests) Chromium gave a quiet page no idle period for more than
 * 30 s, about once a run; by then every task queued before the first wake has long run.
 */
const WAKES_WITHOUT_IDLE = 16;

/**
 * Resolves once the page's main thread has nothing queued: React's commit and its effects (focus
 * traps, key listeners), which run in tasks React queues after the render, have all run. A
 * callback run by the timeout, not by an idle period, asks again: idleness ends the wait, or
 * `WAKES_WITHOUT_IDLE` wakes in a row.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    ({ name, wakeMs, wakes }) =>
      new Promise<void>((resolve) => {
        const kept = Object.getOwnPropertyDescriptor(window, name)?.value as
          Window['requestIdleCallback'] | undefined;
        const requestIdle = kept ?? window.requestIdleCallback.bind(window);
        let woken = 0;
        const ask = () =>
          requestIdle((deadline) => (deadline.didTimeout && ++woken < wakes ? ask() : resolve()), {
            timeout: wakeMs,
          });
        ask();
      }),
    { name: IDLE_CALLBACK, wakeMs: IDLE_WAKE_MS, wakes: WAKES_WITHOUT_IDLE },
  );
}
