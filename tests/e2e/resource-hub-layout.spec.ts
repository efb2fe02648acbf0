import { expect, test } from './fixtures.ts';
import { signUp } from './sign-up.ts';

for (const width of [375, 1280]) {
  test(`at ${width} px no semester's name runs into its big number`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/feed');
    await signUp(page);
    await page.goto('/resourcehub');
    const cards = page.getByRole('list', { name: 'Semesters' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const overlaps = await cards.evaluateAll((items) =>
      items.flatMap((card) => {
        const name = card.querySelector('h2');
        const number = card.querySelector('[aria-hidden="true"]');
        if (!name || !number) return [`${card.textContent}: no name or number`];
        const words = document.createRange();
        words.selectNodeContents(name);
        const digits = number.getBoundingClientRect();
        return Array.from(words.getClientRects())
          .filter(
            (line) =>
              line.right > digits.left &&
              line.left < digits.right &&
              line.bottom > digits.top &&
              line.top < digits.bottom,
          )
          .map(() => `"${name.textContent}" runs into ${number.textContent}`);
      }),
    );
    expect(overlaps).toEqual([]);
  });
}
