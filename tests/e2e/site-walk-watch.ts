import type { Page } from '@playwright/test';
import { watchForErrors } from './page-errors.ts';

export interface PageWatch {
  errors: string[];
  missing: string[];
}

/**
 * Everything a visitor's walk must not meet: uncaught errors, console errors (React's
 * hydration errors #418/#423 among them) and hydration warnings, and same-origin requests
 * answered 404, except the documents of pages that are "not found" on purpose.
 */
export function watchPage(page: Page, notFoundPaths: ReadonlySet<string>): PageWatch {
  const watch: PageWatch = { errors: watchForErrors(page), missing: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match/i.test(message.text())) {
      watch.errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() !== 404 || url.origin !== new URL(page.url()).origin) return;
    const expected = response.request().isNavigationRequest() && notFoundPaths.has(url.pathname);
    if (!expected) watch.missing.push(`404 ${url.pathname}`);
  });
  return watch;
}

export function pageTrouble(watch: PageWatch): string[] {
  return [...watch.errors, ...watch.missing];
}
