import { test, expect } from './fixtures.ts';

test('members page lists office bearers, then senior, then junior members', async ({ page }) => {
  await page.goto('/members');
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText(['Office Bearers', 'SENIOR MEMBERS', 'JUNIOR MEMBERS']);
  const bearers = page.getByRole('region', { name: 'Office Bearers' });
  await expect(bearers.getByText('President', { exact: true })).toBeVisible();
  await expect(bearers.getByText('Vice President', { exact: true })).toBeVisible();
  const linkedIn = page.getByRole('link', { name: /on LinkedIn/ }).first();
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a notes page shows its subject tiles opening in a new tab', async ({ page }) => {
  await page.goto('/notes/Third');
  await expect(page.getByRole('heading', { level: 1, name: 'Third Semester Notes' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Third semester subjects' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('target', '_blank');
    await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('an unknown semester shows the not-found page', async ({ page }) => {
  await page.goto('/notes/Ninth');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('list', { name: /semester subjects/ })).toHaveCount(0);
});

test('Spectrum offers a REGISTER HERE link for each of its 15 events', async ({ page }) => {
  await page.goto('/Spectrum');
  await expect(page.getByRole('link', { name: /^REGISTER HERE for / })).toHaveCount(15);
  await expect(
    page.getByRole('link', { name: /^REGISTER HERE for Treasure Hunt/ }),
  ).toHaveAttribute('target', '_blank');
});
