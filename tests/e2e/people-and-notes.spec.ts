import { expectNoAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { contentView } from './content.ts';
import { registrationState } from '@/pages/events/event-state.ts';
import { signUpFromLogin } from './sign-up.ts';

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

test('Spectrum offers a REGISTER HERE link for each of its events whose registration is open', async ({
  page,
}) => {
  const { technical, nonTechnical } = contentView('spectrum-page');
  const events = [...technical, ...nonTechnical];
  // The browser's clock a minute after the first of the edition's registrations opens.
  const opens = events.flatMap((event) => (event.registration ? [event.registration.opens] : []));
  const moment = Math.min(...opens.map((time) => Date.parse(time))) + 60_000;
  const registering = events.filter(
    (event) => event.registration && registrationState(event.registration, moment) === 'open',
  );
  expect(registering.length).toBeGreaterThan(0);
  await page.clock.setFixedTime(moment);
  await page.goto('/Spectrum');
  await expect(page.getByRole('link', { name: /^REGISTER HERE for / })).toHaveCount(
    registering.length,
  );
  for (const event of registering) {
    const link = page.getByRole('link', { name: `REGISTER HERE for ${event.name}` });
    await expect(link).toHaveAttribute('href', event.registration?.link ?? '');
    await expect(link).toHaveAttribute('target', '_blank');
  }
});
