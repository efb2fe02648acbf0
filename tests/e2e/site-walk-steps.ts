import type { Locator, Page } from '@playwright/test';
import { SITE_NAME } from '@/pages/page-head.ts';
import { expect } from './fixtures.ts';
import { UPGRADE_WAIT } from './carousel-upgrade.ts';
import { nextFrames, QUICK_POLL, settled, type RequestWatch } from './settled.ts';
import { MEMBER } from './sign-up.ts';

/** A walker's steps: read a page to its end, follow a link on it, check what it shows. */

export function pathOf(href: string): string {
  const url = new URL(href);
  return url.pathname + url.search;
}

/**
 * Scrolls to the end as a reader does, then waits for the lazy upgrades (carousels, account)
 * and for the page to settle (`requests`, watched since before it loaded).
 */
export async function readToTheEnd(
  page: Page,
  signedIn: boolean,
  requests: RequestWatch,
): Promise<void> {
  // From the top, even where the browser restored an earlier scroll position.
  const height = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
  }
  const carousels = page.locator('section[aria-roledescription="carousel"]');
  const upgraded = page.locator('section[aria-roledescription="carousel"] .swiper-initialized');
  await expect(upgraded).toHaveCount(await carousels.count(), UPGRADE_WAIT);
  if (signedIn) {
    await expect(page.getByRole('button', { name: `Account menu for ${MEMBER.name}` })).toBeVisible(
      { timeout: 10_000 },
    );
  }
  await settled(page, requests);
}

/** Where a page's links are: the header and footer, the same on every page, and its main region. */
export const ALL_REGIONS = ['header', 'main', 'footer'];

/** Same-site links in `regions` of the page, as paths, in page order. */
export async function sameSiteLinks(page: Page, regions = ALL_REGIONS): Promise<string[]> {
  const hrefs = await page
    .locator(regions.map((region) => `${region} a[href]`).join(', '))
    .evaluateAll((links) =>
      links
        .filter(
          (link) => !link.hasAttribute('download') && link.getAttribute('target') !== '_blank',
        )
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname + url.search),
    );
  return [...new Set(hrefs)].filter((path) => path !== pathOf(page.url()));
}

/**
 * Follows the link to `path` as a visitor would, opening the menu first if it hides the link,
 * and waits until the page it leads to has settled (a guard may send the visitor elsewhere).
 */
export async function follow(page: Page, path: string): Promise<void> {
  await closeDialog(page);
  const link = page.locator(
    `header a[href="${path}"], main a[href="${path}"], footer a[href="${path}"]`,
  );
  // Back on a page, a lazily rendered part of it (the home page's What's On) may not be back yet.
  await expect(link.first()).toBeAttached();
  if ((await link.locator('visible=true').count()) === 0) {
    await clickPastDialog(page, page.getByRole('button', { name: 'Menu', exact: true }));
  }
  await clickPastDialog(page, link.locator('visible=true').first());
  // The link leads to its page, or a guard keeps the visitor here and asks to log in.
  await expect
    .poll(
      async () => pathOf(page.url()) === path || (await page.getByRole('dialog').isVisible()),
      QUICK_POLL,
    )
    .toBe(true);
}

/** Clicks, first closing a dialog that a guard opened late over the page (a visitor would too). */
async function clickPastDialog(page: Page, target: Locator): Promise<void> {
  try {
    await target.click({ timeout: 5_000 });
  } catch {
    await closeDialog(page);
    await target.click();
  }
}

/** A dialog a guard opened (log in, for the resource hub) is closed as a visitor would. */
async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) return;
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The page has content, an h1 and its own title (the home page has the bare site name), and is
 * neither the error page nor, unless `notFound`, "not found".
 */
export async function expectPageShown(page: Page, path: string, notFound = false): Promise<void> {
  const pageTitle = new RegExp(`^[^|]+ \\| ${SITE_NAME}$`);
  // Side by side: each waits for the page on its own. The title is judged by where the page is
  // when it is read: a guard may still send the visitor home after the address changed.
  await Promise.all([
    expect(page.getByRole('main'), `main of ${path}`).not.toBeEmpty(),
    expect
      .poll(
        async () => {
          const title = await page.title();
          return new URL(page.url()).pathname === '/' ? title === SITE_NAME : pageTitle.test(title);
        },
        { message: `title of ${path}` },
      )
      .toBe(true),
    expect(page.getByRole('heading', { level: 1 }).first(), `h1 of ${path}`).toBeVisible(),
    expect(page.getByRole('heading', { name: 'Sorry!' }), `error page at ${path}`).toHaveCount(0),
    notFound ||
      expect(
        page.getByRole('heading', { name: 'Page not found' }),
        `a broken link to ${path}`,
      ).toHaveCount(0),
  ]);
}

/** The not-found page, in the layout, with its way home and nothing of the page it stands for. */
export async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | ECS NIT Silchar');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('list', { name: /semester subjects/ })).toHaveCount(0);
}
