import { expect, test } from './fixtures.ts';
import { MEMBER, signUp } from './sign-up.ts';

const LONG_NAME = { ...MEMBER, name: 'Asha Ramachandran' };

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px signed in, the header fits: NIT SILCHAR on one line, the first name whole, the full name read out; a toast leaves the menu and account buttons usable', async ({
  page,
}) => {
  await page.goto('/about');
  await signUp(page, LONG_NAME);
  const account = page.getByRole('button', { name: `Account menu for ${LONG_NAME.name}` });
  await expect(account).toBeVisible();
  await expect(account).toContainText('Asha');

  const institute = page.getByRole('banner').getByText('NIT Silchar', { exact: true });
  const oneLine = await institute.evaluate(
    (element) =>
      element.getBoundingClientRect().height <=
      parseFloat(getComputedStyle(element).lineHeight) * 1.5,
  );
  expect(oneLine, 'NIT SILCHAR on one line').toBe(true);
  const shown = account.locator('span').filter({ hasText: 'Asha' }).first();
  const cut = await shown.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, 'the first name is not cut').toBe(false);
  const bar = await page
    .getByRole('banner')
    .evaluate((header) => header.scrollWidth <= header.clientWidth);
  expect(bar, 'nothing sticks out of the header').toBe(true);

  const toast = page.getByText('You have successfully signed up!');
  await expect(toast).toBeVisible();
  // A button under the toast would make each click wait for it to go.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await account.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
