import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const NAME = 'Asha Das';
const EMAIL = 'asha_22@ece.nits.ac.in';
const PASSWORD = 'secret12';

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

async function signUp(page: Page) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Already have an account? Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Signup' });
  await signup.getByLabel('Name').fill(NAME);
  await signup.getByLabel('Email').fill(EMAIL);
  await signup.getByLabel('Password').fill(PASSWORD);
  await signup.getByRole('button', { name: 'Signup' }).click();
  await expect(signup).toBeHidden();
}

test('sign up, sign out, a wrong password, then log in', async ({ page }) => {
  await page.goto('/feed');
  await signUp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  const avatar = page.getByRole('button', { name: `Account menu for ${NAME}` });
  await expect(avatar).toContainText(NAME);

  await avatar.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  const login = await openLogin(page);
  await login.getByLabel('Email').fill(EMAIL);
  await login.getByLabel('Password').fill('not-my-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Please check the Password');

  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${NAME}` })).toBeVisible();
});

test('the resource hub is for signed-in members, also after a reload', async ({ page }) => {
  await page.goto('/resourcehub');
  await expect(page).toHaveURL(/\/$/);
  await signUp(page);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await expect(page).toHaveURL(/\/resourcehub$/);
});

test('the login modal is a keyboard-friendly dialog', async ({ page }) => {
  await page.goto('/about');
  const avatar = page.getByRole('button', { name: 'Log in' });
  await avatar.focus();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
  await expect(login.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(avatar).toBeFocused();
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
