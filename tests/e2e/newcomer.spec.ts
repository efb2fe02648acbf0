import { readFileSync } from 'node:fs';
import { SEMESTERS } from '@/content/semester-names.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * A newcomer who reads only the README: its "From sign-up to the notes", step by step, with the
 * words it gives (each checked to be there), in local mode, where no e-mail is sent.
 */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const steps = readme.split('### From sign-up to the notes')[1]?.split('\n## ')[0] ?? '';
/** The README's words, as it quotes them ("…") or bolds them (**…**): wrapped lines joined. */
const says = (words: string) => expect(steps.replace(/\s+/g, ' ')).toContain(words);

/** The sample notes local mode serves (src/content/semester-notes.sample.json). */
const sampleNotes = JSON.parse(
  readFileSync(new URL('../../src/content/semester-notes.sample.json', import.meta.url), 'utf8'),
) as Array<{ sem: string; subjects: unknown[] }>;

const NEWCOMER = { name: 'Newcomer', email: 'newcomer@ece.nits.ac.in', password: 'secret12' };

test("a newcomer following only the README signs up, verifies and opens a semester's notes", async ({
  page,
}) => {
  says('Open http://localhost:5173/resourcehub.');
  await page.goto('/resourcehub');
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('dialog', { name: 'Login' });
  says('"Log in with your verified ECE address to open the notes."');
  await expect(login).toContainText('Log in with your verified ECE address to open the notes.');

  says("**Don't have an account? Sign up**");
  await login.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const signup = page.getByRole('dialog', { name: 'Signup' });
  await expect(signup).not.toContainText('Log in with');
  says('fill in Name, Email (such as `newcomer@ece.nits.ac.in`) and Password');
  await signup.getByLabel('Name').fill(NEWCOMER.name);
  await signup.getByLabel('Email').fill(NEWCOMER.email);
  await signup.getByLabel('Password').fill(NEWCOMER.password);
  says('press **Signup**');
  await signup.getByRole('button', { name: 'Signup' }).click();
  says('You are back on the Resource Hub, which asks you to **Verify your address**.');
  await expect(page).toHaveURL(/\/resourcehub$/);
  const notice = page.getByRole('region', { name: 'Verify your address' });
  await expect(notice).toContainText('Local mode sends no e-mail');
  const semesters = page.getByRole('list', { name: 'Semesters' });
  await expect(semesters.getByRole('heading')).toHaveCount(SEMESTERS.length);
  await expect(semesters.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  says('Press **Verify my address**');
  await notice.getByRole('link', { name: 'Verify my address' }).click();
  says('"Your address is verified. The notes are open in the Resource Hub."');
  await expect(
    page.getByText('Your address is verified. The notes are open in the Resource Hub.'),
  ).toBeVisible();

  says('Press **Go to the Resource Hub**, then **NOTES** under a semester');
  await page.getByRole('link', { name: 'Go to the Resource Hub' }).click();
  await expect(notice).toHaveCount(0);
  await semesters.getByRole('link', { name: 'NOTES of the Third semester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Third Semester Notes' })).toBeVisible();
  says('its subjects, each with its files and its shared folder, opening in a new tab');
  const subjects = page.getByRole('list', { name: 'Third semester subjects' });
  const third = sampleNotes.find(({ sem }) => sem === 'Third');
  await expect(subjects.getByRole('link', { name: /the folder of / })).toHaveCount(
    third?.subjects.length ?? 0,
  );
  for (const link of await subjects.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expectNoAxeViolations(page);
});
