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
