import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules the site promises to meet; colour contrast AA among them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the whole page as it is now and fails with a readable list of
 * violations (rule id, impact, first offending selectors). Nothing is excluded,
 * and the scan fails if the colour-contrast rule did not run.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
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
