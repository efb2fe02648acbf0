import { expectNoAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { contentView } from './content.ts';
import { ADDRESS_VERIFIED, MEMBER, printedVerificationLinks, signUpFromLogin } from './sign-up.ts';

const committee = contentView('committee');
const pastCommittees = contentView('past-committees');

test("members page lists the current term's office bearers, then senior, then junior members", async ({
  page,
}) => {
  await page.goto('/members');
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText(['Office Bearers', 'SENIOR MEMBERS', 'JUNIOR MEMBERS']);
  await expect(page.getByText(`run the society in ${committee.term}`)).toBeVisible();
  const bearers = page.getByRole('region', { name: 'Office Bearers' });
  for (const person of committee.groups[0]?.people ?? []) {
    await expect(bearers.getByText(person.designation, { exact: true })).toBeVisible();
    await expect(bearers.getByRole('heading', { name: person.name })).toBeVisible();
  }
  const linkedIn = page.getByRole('link', { name: /on LinkedIn/ }).first();
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
});

test('past committees have their page, a term each, the latest first', async ({ page }) => {
  await page.goto('/members');
  await page.getByRole('link', { name: 'Past committees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past Committees' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    pastCommittees.map((past) => past.term),
  );
  for (const past of pastCommittees) {
    const term = page.getByRole('region', { name: past.term });
    for (const person of past.groups.flatMap((group) => group.people))
      await expect(term.getByRole('heading', { name: person.name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
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

test('a notes page sends a visitor who is not signed in to log in', async ({ page }) => {
  await page.goto('/notes/Third');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('an unknown semester shows the not-found page', async ({ page }) => {
  await page.goto('/notes/Ninth');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('list', { name: /semester subjects/ })).toHaveCount(0);
});

test('Spectrum offers a REGISTER HERE link for each of its events that takes registrations', async ({
  page,
}) => {
  const { technical, nonTechnical } = contentView('spectrum-page');
  const registering = [...technical, ...nonTechnical].filter((event) => event.registerAt);
  await page.goto('/Spectrum');
  await expect(page.getByRole('link', { name: /^REGISTER HERE for / })).toHaveCount(
    registering.length,
  );
  for (const event of registering) {
    const link = page.getByRole('link', { name: `REGISTER HERE for ${event.name}` });
    await expect(link).toHaveAttribute('href', event.registerAt ?? '');
    await expect(link).toHaveAttribute('target', '_blank');
  }
});
