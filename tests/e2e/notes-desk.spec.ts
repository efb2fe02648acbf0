import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { consoleHeading, openConsole } from './console.ts';
import { seedTables } from './game.ts';
import { openSlowly, tabTo } from './keyboard.ts';
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

/** Moves a focused <select> with the arrow keys until `label` is chosen, as a keyboard user does. */
async function arrowTo(page: Page, select: Locator, label: string): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    const chosen = await select.evaluate(
      (element) => (element as HTMLSelectElement).selectedOptions[0]?.label,
    );
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${label} not reached with the arrow keys`);
}

test('with the keyboard alone a student reports a problem and suggests an item, and each dialog gives the focus back, though Tab was pressed before it appeared', async ({
  page,
}) => {
  await page.goto('/');
  await signUpVerified(page, STUDENT);
  await page.goto('/notes/Fifth');

  const reportButton = page.getByRole('button', { name: `Report a problem with ${DEAD}` });
  await tabTo(page, reportButton, 200);
  await openSlowly(page, reportButton, /report-problem-dialog/);
  const report = page.getByRole('dialog', { name: 'Report a problem' });
  // A person sees the dialog, which loads with its first use, before pressing on.
  await expect(report).toBeVisible();
  await tabTo(page, report.getByRole('radio', { name: 'Dead link' }));
  await page.keyboard.press('Space');
  await expect(report.getByRole('radio', { name: 'Dead link' })).toBeChecked();
  await tabTo(page, report.getByLabel('Anything to add (optional)'));
  await page.keyboard.type('The file says it was deleted');
  await tabTo(page, report.getByRole('button', { name: 'Send report' }));
  await page.keyboard.press('Enter');
  await expect(report).toBeHidden();
  await expect(page.getByText('Reported. Thank you.')).toBeVisible();
  await expect(reportButton).toBeFocused();

  const suggestButton = page.getByRole('button', { name: 'Suggest an item' });
  await tabTo(page, suggestButton, 200);
  await openSlowly(page, suggestButton, /suggest-item-dialog/);
  const suggest = page.getByRole('dialog', { name: 'Suggest an item' });
  await expect(suggest).toBeVisible();
  await tabTo(page, suggest.getByLabel('Subject'));
  await arrowTo(page, suggest.getByLabel('Subject'), 'Digital Signal Processing');
  await tabTo(page, suggest.getByLabel('Kind'));
  await arrowTo(page, suggest.getByLabel('Kind'), "Previous year's paper");
  for (const [label, typed] of [
    ['Title', TITLE],
    ['Year (optional)', '2025'],
    ['Link', 'https://drive.example.org/dsp-end-sem-2025'],
  ] as const) {
    await tabTo(page, suggest.getByLabel(label));
    await page.keyboard.type(typed);
  }
  await tabTo(page, suggest.getByRole('button', { name: 'Send suggestion' }));
  await page.keyboard.press('Enter');
  await expect(suggest).toBeHidden();
  await expect(suggestButton).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Your suggestions' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${TITLE} (Digital Signal Processing, Fifth):`)).toContainText(
    'Waiting for the organizers',
  );
});
