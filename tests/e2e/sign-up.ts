import { expect, type Page } from '@playwright/test';

export const MEMBER = { name: 'Asha Das', email: 'asha_22@ece.nits.ac.in', password: 'secret12' };

type Member = typeof MEMBER;

/** Signs a member up through the login and signup modals (local mode keeps the account in this browser context). */
export async function signUp(page: Page, member: Member = MEMBER): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await signUpFromLogin(page, member);
}

/** Signs MEMBER out from the account menu: the game plays as this browser's anonymous device again. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${MEMBER.name}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}

/** Signs a member up from a login dialog that is already open, through its signup link. */
export async function signUpFromLogin(page: Page, member: Member = MEMBER): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const signup = page.getByRole('dialog', { name: 'Signup' });
  await signup.getByLabel('Name').fill(member.name);
  await signup.getByLabel('Email').fill(member.email);
  await signup.getByLabel('Password').fill(member.password);
  await signup.getByRole('button', { name: 'Signup' }).click();
  await expect(signup).toBeHidden();
}

/** What /login says once a signed-in member follows the link e-mailed to their address. */
export const ADDRESS_VERIFIED = 'Your address is verified. The notes are open in the Resource Hub.';

/**
 * Collects, from now on, the verification links local mode prints where Firebase would e-mail
 * them (as the Auth emulator prints them): a sign-up prints one.
 */
export function printedVerificationLinks(page: Page): string[] {
  const links: string[] = [];
  page.on('console', (message) => {
    const link = /https?:\/\/\S+mode=verifyEmail\S*/.exec(message.text());
    if (link) links.push(link[0]);
  });
  return links;
}

/** Follows the newest printed link, as the member's mail reader would, then goes to `returnTo`. */
export async function followVerificationLink(
  page: Page,
  links: string[],
  returnTo: string,
): Promise<void> {
  await expect.poll(() => links.length).toBeGreaterThan(0);
  await page.goto(links.at(-1) ?? '');
  await expect(page.getByText(ADDRESS_VERIFIED)).toBeVisible();
  await page.goto(returnTo);
}

/** Signs a member up and verifies the address, then comes back to the page it started on. */
export async function signUpVerified(page: Page, member: Member = MEMBER): Promise<void> {
  const links = printedVerificationLinks(page);
  const here = page.url();
  await signUp(page, member);
  await followVerificationLink(page, links, here);
}
