import { expectNoAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { ADDRESS_VERIFIED, MEMBER, printedVerificationLinks, signUpFromLogin } from './sign-up.ts';

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

test("a student signs up, checks the inbox, follows the link and opens a semester's notes", async ({
  page,
}) => {
  const links = printedVerificationLinks(page);
  await page.goto('/resourcehub');
  await signUpFromLogin(page);
  await expect(page).toHaveURL(/\/resourcehub$/);

  // Signed in, not verified: the semesters, no link, and the inbox to check.
  const notice = page.getByRole('region', { name: 'Check your inbox' });
  await expect(notice).toContainText(`We sent a link to ${MEMBER.email}.`);
  const semesters = page.getByRole('list', { name: 'Semesters' });
  await expect(semesters.getByRole('heading')).toHaveCount(8);
  await expect(semesters.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText('Email sent');
  await expect.poll(() => links.length).toBe(2);

  // The link, as local mode shows it where Firebase would e-mail it.
  await page.goto(links.at(-1) ?? '');
  await expect(page.getByText(ADDRESS_VERIFIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Go to the Resource Hub' }).click();
  await expect(notice).toHaveCount(0);
  await semesters.getByRole('link', { name: 'NOTES of the Third semester' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Third Semester Notes' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Third semester subjects' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('target', '_blank');
    await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expectNoAxeViolations(page);
});

test('Spectrum offers a REGISTER HERE link for each of its 15 events', async ({ page }) => {
  await page.goto('/Spectrum');
  await expect(page.getByRole('link', { name: /^REGISTER HERE for / })).toHaveCount(15);
  await expect(
    page.getByRole('link', { name: /^REGISTER HERE for Treasure Hunt/ }),
  ).toHaveAttribute('target', '_blank');
});
