import { expect, type Locator, type Page } from '@playwright/test';

/** The widths the game's screens are checked at: small and large phones, a tablet, laptops, a wall. */
export const SCREEN_WIDTHS = [320, 375, 768, 1280, 1920] as const;

/**
 * Every header and cell of the tables in `scope` whose text does not fit inside its padding
 * (cut off, or spilling into the padding or the next column), as "text (text px > room px)".
 * The text's own box is measured, because a cell that hides its overflow still reports a
 * scrollWidth equal to its width when the text only runs into its padding.
 */
async function cellsThatDoNotFit(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('th, td')).flatMap((cell) => {
      // Hidden, or there for screen readers only: nothing on screen to cut off.
      if (!(cell instanceof HTMLElement) || cell.offsetParent === null) return [];
      if (cell.closest('.visually-hidden') || (cell.clientWidth <= 1 && cell.clientHeight <= 1)) {
        return [];
      }
      const style = getComputedStyle(cell);
      const room =
        cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect().width;
      const cut = cell.scrollWidth > cell.clientWidth || text > room + 0.5;
      return cut
        ? [`${cell.textContent ?? ''} (${text.toFixed(1)} px > ${room.toFixed(1)} px)`]
        : [];
    }),
  );
}

/** The page does not scroll sideways, and no header or cell in `scope` is cut off. */
export async function expectFitsWidth(page: Page, scope: Locator): Promise<void> {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `the page scrolls sideways at ${page.viewportSize()?.width} px`).toBe(0);
  const overflowing = await scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => element.scrollWidth > element.clientWidth + 0.5)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.className),
  );
  expect(overflowing, 'a box that scrolls sideways').toEqual([]);
  expect(
    await cellsThatDoNotFit(scope),
    `cells cut off at ${page.viewportSize()?.width} px`,
  ).toEqual([]);
}
