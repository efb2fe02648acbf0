import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MEMBER, signUp } from './sign-up.ts';

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

test('sign up, sign out, a wrong password, then log in', async ({ page }) => {
  await page.goto('/feed');
  await signUp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  const avatar = page.getByRole('button', { name: `Account menu for ${MEMBER.name}` });
  await expect(avatar).toContainText(MEMBER.name);

  await avatar.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  const login = await openLogin(page);
  await login.getByLabel('Email').fill(MEMBER.email);
  await login.getByLabel('Password').fill('not-my-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Please check the Password');

  await login.getByLabel('Password').fill(MEMBER.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${MEMBER.name}` })).toBeVisible();
});

test('the resource hub is for signed-in members, also after a reload', async ({ page }) => {
  await page.goto('/resourcehub');
  await expect(page).toHaveURL(/\/$/);
  // The redirect explains itself: the login dialog is open on the home page.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await signUp(page);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await expect(page).toHaveURL(/\/resourcehub$/);
});

test('/login and /signup open their modal over the account page', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('dialog', { name: 'Signup' })).toBeVisible();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Fill all fields');
});
