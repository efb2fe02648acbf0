import { test as base, expect } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/**
 * The journeys' `test`: `page.goto` and `page.reload` resolve once React has
 * hydrated the page. A click or key on the pre-rendered HTML before that does
 * nothing, so a journey that acts at once passes or fails with the machine's load.
 * Specs about the page before hydration (pre-rendering, layout stability) import
 * `test` from `@playwright/test` instead.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
