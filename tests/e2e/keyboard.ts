import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached in ${maxPresses} Tab presses`);
}

/** Presses `key` `presses` times and checks after each press that focus is still inside `container`. */
export async function expectFocusToStayInside(
  page: Page,
  container: Locator,
  key: 'Tab' | 'Shift+Tab',
  presses: number,
): Promise<void> {
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus inside after ${press} × ${key}`).toBe(true);
  }
}

/** Tab and Shift+Tab each go round every stop in `container` and once more without leaving it. */
export async function expectTabTrappedIn(page: Page, container: Locator): Promise<number> {
  const stops = await tabStopsIn(container);
  await expectFocusToStayInside(page, container, 'Tab', stops + 1);
  await expectFocusToStayInside(page, container, 'Shift+Tab', stops + 1);
  return stops;
}

/** The number of elements inside `container` that Tab can reach. */
export function tabStopsIn(container: Locator): Promise<number> {
  return container.evaluate(
    (element) =>
      Array.from(
        element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((candidate) => candidate.checkVisibility({ visibilityProperty: true })).length,
  );
}

/** Opens a lazy dialog with Enter and presses Tab before its code has come, as on a slow network. */
export async function openSlowly(page: Page, opener: Locator, chunk: RegExp): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, (route) => held.then(() => route.continue()));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(opener).not.toBeFocused();
  release();
}
