import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules the site promises to meet; colour contrast AA among them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the whole page once its animations have ended and fails with a readable list of
 * violations (rule id, impact, first offending selectors). Nothing is excluded,
 * and the scan fails if the colour-contrast rule did not run.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is judged on what the page settles into, not on a frame of a fade (the projector's
  // page of teams fades in): finite animations end first; endless ones are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const rulesRun = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((rule) => rule.id);
  expect(rulesRun, 'axe ran the colour-contrast rule').toContain('color-contrast');
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
