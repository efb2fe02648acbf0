import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SITE_NAME } from '@/pages/page-head.ts';
import { prerenderedPaths } from '../../scripts/build/content/prerendered-paths.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { UPGRADE_WAIT } from './carousel-upgrade.ts';
import { waitForHydration } from './hydration.ts';
import { ADDRESS_VERIFIED, MEMBER, printedVerificationLinks, signUp } from './sign-up.ts';
import { pageTrouble, watchPage } from './site-walk-watch.ts';

const prerenderPaths = prerenderedPaths();

/**
 * A visitor's walk through the whole site: every page is read to its end, then every
 * same-site link on it is followed and the browser's back and forward buttons are used.
 * Links are found on the page, so a new page or link is walked without editing this file.
 */
const ROUTES = [
  ...prerenderPaths,
  '/resourcehub',
  '/CoS/leaderboard',
  '/CoS/admin',
  '/notes/Ninth',
  '/no-such-page',
];
/** Pages served as "not found" on purpose: their document answers 404. */
const NOT_FOUND = new Set(['/notes/Ninth', '/no-such-page']);

/** Routes of one kind share their links; only the first of a kind follows them. */
function pageKind(path: string): string {
  if (NOT_FOUND.has(path)) return 'not-found';
  return path.startsWith('/notes/') ? '/notes' : path;
}
const firstOfKind = new Set(
  ROUTES.filter((path, index) => ROUTES.findIndex((p) => pageKind(p) === pageKind(path)) === index),
);

/** Pages for signed-in members only: anyone else is sent home with the login dialog open. */
const isMembersOnly = (path: string) => path === '/resourcehub' || pageKind(path) === '/notes';

function pathOf(href: string): string {
  const url = new URL(href);
  return url.pathname + url.search;
}

/** Scrolls to the end as a reader does, then waits for the lazy upgrades (carousels, account). */
async function readToTheEnd(page: Page, signedIn: boolean): Promise<void> {
  // From the top, even where the browser restored an earlier scroll position.
  const height = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  const carousels = page.locator('section[aria-roledescription="carousel"]');
  const upgraded = page.locator('section[aria-roledescription="carousel"] .swiper-initialized');
  await expect(upgraded).toHaveCount(await carousels.count(), UPGRADE_WAIT);
  if (signedIn) {
    await expect(page.getByRole('button', { name: `Account menu for ${MEMBER.name}` })).toBeVisible(
      { timeout: 10_000 },
    );
  }
  await page.waitForLoadState('networkidle');
}

/** Same-site links in the header, main region and footer, as paths, in page order. */
async function sameSiteLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], main a[href], footer a[href]')
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
async function follow(page: Page, path: string): Promise<void> {
  await closeDialog(page);
  const link = page.locator(
    `header a[href="${path}"], main a[href="${path}"], footer a[href="${path}"]`,
  );
  if ((await link.locator('visible=true').count()) === 0) {
    await clickPastDialog(page, page.getByRole('button', { name: 'Menu', exact: true }));
  }
  await clickPastDialog(page, link.locator('visible=true').first());
  // The link leads to its page, or a guard keeps the visitor here and asks to log in.
  await expect
    .poll(async () => pathOf(page.url()) === path || (await page.getByRole('dialog').isVisible()))
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
 * neither the error page nor, unless meant, "not found".
 */
async function expectPageShown(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('main'), `main of ${path}`).not.toBeEmpty();
  const atHome = new URL(page.url()).pathname === '/';
  await expect(page, `title of ${path}`).toHaveTitle(
    atHome ? SITE_NAME : new RegExp(`^[^|]+ \\| ${SITE_NAME}$`),
  );
  await expect(page.getByRole('heading', { level: 1 }).first(), `h1 of ${path}`).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sorry!' }), `error page at ${path}`).toHaveCount(
    0,
  );
  if (!NOT_FOUND.has(path)) {
    await expect(
      page.getByRole('heading', { name: 'Page not found' }),
      `a broken link to ${path}`,
    ).toHaveCount(0);
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A member's session, signed up once per worker in local mode with the address verified, so the
 * hub shows its links (its localStorage entries).
 */
const walkTest = test.extend<object, { memberState: StorageState }>({
  memberState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/feed');
      await waitForHydration(page);
      const links = printedVerificationLinks(page);
      await signUp(page);
      await expect.poll(() => links.length).toBe(1);
      await page.goto(links[0] ?? '');
      await waitForHydration(page);
      await expect(page.getByText(ADDRESS_VERIFIED)).toBeVisible();
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/** Signs this page in from its next load on, by giving it the member's session. */
async function signIn(page: Page, member: StorageState): Promise<void> {
  const entries = member.origins.flatMap((origin) => origin.localStorage);
  await page.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}

/**
 * Reads the page at `path`, then follows each of its links not yet followed from a page of
 * its kind (`visited`), coming back each time; ends with the browser's forward button.
 */
async function walkFrom(page: Page, path: string, signedIn: boolean, visited: Set<string>) {
  await page.goto(path);
  await expectPageShown(page, path);
  await readToTheEnd(page, signedIn);
  if (!firstOfKind.has(path)) return;
  for (const target of await sameSiteLinks(page)) {
    if (visited.has(target)) continue;
    visited.add(target);
    await follow(page, target);
    await expectPageShown(page, target);
    if (pathOf(page.url()) === pathOf(new URL(path, page.url()).href)) continue;
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
    await expectPageShown(page, path);
  }
  await page.goForward();
  await expectPageShown(page, new URL(page.url()).pathname);
}

for (const width of [375, 1280]) {
  test.describe(`site walk at ${width} px`, () => {
    walkTest.use({ viewport: { width, height: 800 } });

    for (const path of ROUTES) {
      const membersOnly = isMembersOnly(path);
      const title = membersOnly ? 'signed in' : 'signed out, then signed in';
      walkTest(
        `${path}, ${title}: read, follow its links, back and forward`,
        async ({ page, memberState }) => {
          test.slow();
          const watch = watchPage(page, NOT_FOUND);
          // Signed in, the links are the same but for the account menu: each is followed once.
          const visited = new Set<string>();
          if (!membersOnly) {
            await walkFrom(page, path, false, visited);
            await expectNoAxeViolations(page);
          }
          await signIn(page, memberState);
          await walkFrom(page, path, true, visited);
          expect(pageTrouble(watch), `trouble while walking from ${path}`).toEqual([]);
        },
      );
    }
  });
}

test('/notes/Ninth and unknown paths show the not-found page', async ({ page }) => {
  for (const path of NOT_FOUND) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | ECS NIT Silchar');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px, signing up on /about once its carousels have started stays on /about`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const watch = watchPage(page, NOT_FOUND);
    await page.goto('/about');
    await readToTheEnd(page, false);
    await page.mouse.wheel(0, -100_000);
    await signUp(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText('You have successfully signed up!')).toBeVisible();
    await expectPageShown(page, '/about');
    expect(pageTrouble(watch)).toEqual([]);
  });
}
