import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { consoleHeading, openConsole } from './console.ts';
import { seedTables } from './game.ts';
import { watchForErrors } from './page-errors.ts';
import { MEMBER, signOut, signUpVerified } from './sign-up.ts';

/**
 * The notes' desk in local mode: a student reports a dead link and suggests an item; MEMBER,
 * granted as an organizer in this browser (as `npm run game:admin` grants one), fixes the one and
 * accepts the other from the console, and the item shows on the notes page.
 */
const STUDENT = { name: 'Ravi Kumar', email: 'ravi_23@ece.nits.ac.in', password: 'secret12' };
const TITLE = 'DSP end semester paper';
const DEAD = 'DSP class notes: DFT, FFT and filter design';

async function signOutAs(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}

test('a student reports a dead link and suggests an item; an organizer fixes the one and accepts the other, and the item is on the notes page', async ({
  page,
}) => {
  test.slow();
  const errors = watchForErrors(page);
  await seedTables(page, { organizers: [MEMBER.email] });
  await page.goto('/');
  await signUpVerified(page, STUDENT);
  await page.goto('/notes/Fifth');

  await page.getByRole('button', { name: `Report a problem with ${DEAD}` }).click();
  const report = page.getByRole('dialog', { name: 'Report a problem' });
  await report.getByRole('radio', { name: 'Dead link' }).check();
  await report.getByLabel('Anything to add (optional)').fill('The file says it was deleted');
  await expectNoAxeViolations(page);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Reported. Thank you.')).toBeVisible();

  await page.getByRole('button', { name: 'Suggest an item' }).click();
  const suggest = page.getByRole('dialog', { name: 'Suggest an item' });
  await suggest.getByLabel('Subject').selectOption({ label: 'Digital Signal Processing' });
  await suggest.getByLabel('Kind').selectOption({ label: "Previous year's paper" });
  await suggest.getByLabel('Title').fill(TITLE);
  await suggest.getByLabel('Year (optional)').fill('2025');
  await suggest.getByLabel('Link').fill('https://drive.example.org/dsp-end-sem-2025');
  await suggest.getByLabel('Credit me as (optional)').fill('Ravi');
  await expectNoAxeViolations(page);
  await suggest.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(suggest).toBeHidden();
  await page.getByRole('button', { name: 'Your suggestions' }).click();
  await expect(page.getByText(`${TITLE} (Digital Signal Processing, Fifth):`)).toContainText(
    'Waiting for the organizers',
  );

  await signOutAs(page, STUDENT.name);
  await openConsole(page);
  await expect(consoleHeading(page)).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes' });
  const reported = `${DEAD} in Digital Signal Processing (Fifth)`;
  await expect(notes.getByText(reported)).toBeVisible();
  await expect(notes).toContainText('1 report (Dead link × 1)');
  await expectNoAxeViolations(page);
  await notes.getByRole('button', { name: `Mark fixed: ${reported}` }).click();
  await expect(notes.getByText('No problem reported.')).toBeVisible();
  await notes.getByRole('button', { name: `Accept: ${TITLE}` }).click();
  await expect(notes.getByText('No suggestion waiting.')).toBeVisible();
  await expect(notes.getByRole('listitem').filter({ hasText: MEMBER.email })).toContainText(
    `Added "${TITLE}" to Digital Signal Processing (Fifth), as suggested`,
  );

  await page.goto('/notes/Fifth');
  await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible();
  await signOut(page);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(STUDENT.email);
  await login.getByLabel('Password').fill(STUDENT.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.goto('/notes/Fifth');
  await page.getByRole('button', { name: 'Your suggestions' }).click();
  await expect(page.getByText(`${TITLE} (Digital Signal Processing, Fifth):`)).toContainText(
    'Accepted',
  );
  expect(errors).toEqual([]);
});
