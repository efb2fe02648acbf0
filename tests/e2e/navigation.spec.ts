import { expect, test } from './fixtures.ts';

test.describe('navbar', () => {
  test('the link to the current page points to "#" and is marked current', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, label] of [
      ['/events', 'Events'],
      ['/about', 'About'],
      ['/members', 'Members'],
      ['/developers', 'Developers'],
    ] as const) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const own = nav.getByRole('link', { name: label, exact: true });
      await expect(own).toHaveAttribute('href', '#');
      await expect(own).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await own.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('desktop shows the links without a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Members', exact: true }),
    ).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('closes when a link navigates', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Members', exact: true }),
    ).toBeHidden();
  });
});

test('the skip link is the first stop and moves focus to main', async ({ page }) => {
  await page.goto('/members');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('navigating moves focus to main and scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/members');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.locator('main#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every footer link has a real target', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const links = footer.getByRole('link');
  await expect(links).toHaveCount(9);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(hrefs).toEqual([
    '/',
    '/resourcehub',
    '/members',
    '/developers',
    '/about',
    '/events',
    '/events#gallery',
    '/about#faq',
    '/feed',
  ]);
  for (const href of hrefs) {
    const response = await request.get(href.split('#')[0] ?? '/');
    expect(response.status(), href).toBe(200);
  }
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/about#faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
