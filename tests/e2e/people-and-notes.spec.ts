import { nonTechnicalEvents, technicalEvents } from '@/content/spectrum.ts';
import { test, expect } from './fixtures.ts';
import { signUpFromLogin } from './sign-up.ts';

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

test('a notes page sends a visitor who is not signed in to log in, says why, and returns there', async ({
  page,
}) => {
  await page.goto('/notes/Third');
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toContainText('Log in with your verified ECE address to open the notes.');
  await signUpFromLogin(page);
  await expect(page).toHaveURL(/\/notes\/Third$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Third Semester Notes' })).toBeVisible();
});

test('Spectrum offers a REGISTER HERE link for each of its events', async ({ page }) => {
  await page.goto('/Spectrum');
  await expect(page.getByRole('link', { name: /^REGISTER HERE for / })).toHaveCount(
    technicalEvents.length + nonTechnicalEvents.length,
  );
  await expect(
    page.getByRole('link', { name: /^REGISTER HERE for Treasure Hunt/ }),
  ).toHaveAttribute('target', '_blank');
});
