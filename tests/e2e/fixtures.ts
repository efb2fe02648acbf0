import { test as base, expect, type Page, type Response } from '@playwright/test';
import { keepIdleCallback, waitForHydration } from './hydration.ts';

const patched = new WeakSet<Page>();

/**
 * A tab may also open a file such as /robots.txt (to reach the site's storage), or the
 * committee's editor, a page of its own: no app there.
 */
const isAppPage = (response: Response | null) =>
  (response?.headers()['content-type']?.startsWith('text/html') ?? true) &&
  !/^\/editor(\.html)?$/.test(new URL(response?.url() ?? 'http://site/').pathname);

/**
 * Makes `page.goto` and `page.reload` resolve once React has hydrated the page. A click or
 * key on the pre-rendered HTML before that does nothing, so a journey that acts at once
 * passes or fails with the machine's load. For a page of a context the journey makes itself
 * (`browser.newContext()`); pages of the test's own context get it from `test`.
 */
export function hydrating(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const idleCallbackKept = keepIdleCallback(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await idleCallbackKept;
    const response = await goto(...args);
    if (isAppPage(response)) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (isAppPage(response)) await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * The journeys' `test`: every page of the test's context (`page`, and each from
 * `context.newPage()`) waits for hydration on `goto` and `reload`. Specs about the page
 * before hydration (pre-rendering, layout stability) import `test` from `@playwright/test`.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', hydrating);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
});

export { expect };
