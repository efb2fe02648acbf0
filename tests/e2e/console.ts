import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { followVerificationLink, printedVerificationLinks, signUpFromLogin } from './sign-up.ts';

/** The organizers' console (local mode), reached as a member would: MEMBER signs up on it. */
export const CONSOLE_PATH = '/CoS/admin';

export const consoleHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Game night console' });

/** On the console signed out: signs MEMBER up from its own "Log in", verified, back on it. */
export async function signUpOnConsole(page: Page): Promise<void> {
  const links = printedVerificationLinks(page);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await signUpFromLogin(page);
  await expect(page).toHaveURL(CONSOLE_PATH);
  await followVerificationLink(page, links, CONSOLE_PATH);
}

/** Opens the console as MEMBER, an organizer: signed up there first unless already signed in. */
export async function openConsole(page: Page): Promise<void> {
  await page.goto(CONSOLE_PATH);
  const logIn = page.getByRole('main').getByRole('button', { name: 'Log in' });
  await expect(consoleHeading(page).or(logIn)).toBeVisible();
  if (await logIn.isVisible()) await signUpOnConsole(page);
  await expect(consoleHeading(page)).toBeVisible();
}
