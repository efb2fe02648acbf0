import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitUntilFullSize } from './dialog-size.ts';
import { expect, test } from './fixtures.ts';
import { pageIdle } from './hydration.ts';
import { MEMBER, signOut, signUp, signUpFromLogin } from './sign-up.ts';

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

test('sign up, sign out, a wrong password, then log in; logging in on /about or /members stays there', async ({
  page,
}) => {
  await page.goto('/feed');
  await signUp(page);
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  const avatar = page.getByRole('button', { name: `Account menu for ${MEMBER.name}` });
  await expect(avatar).toContainText(MEMBER.name);

  await signOut(page);
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
  await expect(avatar).toBeVisible();

  for (const path of ['/about', '/members']) {
    await signOut(page);
    await page.goto(path);
    const loginHere = await openLogin(page);
    await loginHere.getByLabel('Email').fill(MEMBER.email);
    await loginHere.getByLabel('Password').fill(MEMBER.password);
    await loginHere.getByRole('button', { name: 'Login' }).click();
    await expect(loginHere).toBeHidden();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page, `logging in on ${path} stays there`).toHaveURL(new RegExp(`${path}$`));
    await expect(avatar).toBeVisible();
  }
});

test('a forgotten password: the reset link from the console sets a new one', async ({ page }) => {
  // Local mode "sends" the reset e-mail by printing its link, as the Auth emulator does.
  const resetLinks: string[] = [];
  page.on('console', (message) => {
    const link = /https?:\/\/\S+mode=resetPassword\S+/.exec(message.text());
    if (link) resetLinks.push(link[0]);
  });
  await page.goto('/feed');
  await signUp(page);
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${MEMBER.name}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot Password?' }).click();
  const sendLink = page.getByRole('dialog', { name: 'Reset' });
  await sendLink.getByLabel('Email').fill(MEMBER.email);
  await sendLink.getByRole('button', { name: 'Send Email' }).click();
  await expect(login.getByRole('status')).toHaveText('Email sent');
  await expect.poll(() => resetLinks).toHaveLength(1);

  await page.goto(resetLinks[0] ?? '');
  const reset = page.getByRole('dialog', { name: 'Reset' });
  await expect(reset.getByLabel('New password')).toBeFocused();
  await waitUntilFullSize(reset);
  await expectNoAxeViolations(page);
  const entries = await page.evaluate(() => history.length);
  await reset.getByLabel('New password').fill('new-secret1');
  await reset.getByRole('button', { name: 'Save password' }).click();
  const loginAgain = page.getByRole('dialog', { name: 'Login' });
  await expect(loginAgain.getByRole('status')).toHaveText(
    'Password changed. Log in with your new password.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => history.length), 'the address was replaced').toBe(entries);

  await loginAgain.getByLabel('Email').fill(MEMBER.email);
  await loginAgain.getByLabel('Password').fill(MEMBER.password);
  await loginAgain.getByRole('button', { name: 'Login' }).click();
  await expect(loginAgain.getByRole('alert')).toHaveText('Please check the Password');
  await loginAgain.getByLabel('Password').fill('new-secret1');
  await loginAgain.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${MEMBER.name}` })).toBeVisible();
});

test('the resource hub is for signed-in members, also after a reload; signing out there goes home, with no login dialog', async ({
  page,
}) => {
  // The home page's code comes after the dialog's, as it may on any network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/home-page-[\w-]+\.js$/, (route) => held.then(() => route.continue()));
  await page.goto('/resourcehub');
  // The redirect explains itself: the login dialog is open on the home page.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The arrival on the home page leaves the focus in the dialog; nothing there opened it, so
  // closing it leaves the visitor at the page's content.
  await expect(login.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await signUp(page);
  await page.goto('/resourcehub');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
  await expect(page).toHaveURL(/\/resourcehub$/);

  await page.getByRole('button', { name: `Account menu for ${MEMBER.name}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The dialog's chunk is already in this page (signing up used it): a dialog the sign-out
  // opened would be there once the page has nothing left to do.
  await pageIdle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor sent away from /resourcehub signs up in the dialog and lands on /resourcehub', async ({
  page,
}) => {
  await page.goto('/resourcehub');
  await expect(page).toHaveURL(/\/$/);
  await signUpFromLogin(page);
  await expect(page).toHaveURL(/\/resourcehub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
});

test('/login and /signup open their modal over the account page; closing it leaves focus at the page', async ({
  page,
}) => {
  await page.goto('/signup');
  const signup = page.getByRole('dialog', { name: 'Signup' });
  await expect(signup.getByLabel('Name')).toBeFocused();
  // Nothing on the page opened it: Escape leaves the focus at the page's content, not nowhere.
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Fill all fields');
});
