import { expect, type Locator } from '@playwright/test';

/** A computed transform that leaves the element at its full size. */
export const FULL_SIZE = /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/;

/** axe must see the dialog as the visitor does, not half-grown mid-animation. */
export async function waitUntilFullSize(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element).transform))
    .toMatch(FULL_SIZE);
}
