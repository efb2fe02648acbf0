import type { BrowserContext, Page } from '@playwright/test';
import { prerenderedPaths } from '../../scripts/build/content/prerendered-paths.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';
import { ADDRESS_VERIFIED, printedVerificationLinks, signUp } from './sign-up.ts';
import {
  ALL_REGIONS,
  expectNotFound,
  expectPageShown,
  follow,
  pathOf,
  readToTheEnd,
  sameSiteLinks,
} from './site-walk-steps.ts';
import { settled, watchRequests, type RequestWatch } from './settled.ts';
import { pageTrouble, watchPage } from './site-walk-watch.ts';

const prerenderPaths = prerenderedPaths();

/**
 * A visitor's walk through the whole site, signed out and signed in, at 375 and 1280 px: every
 * page is loaded and read to its end at each width (`pagesWalked`); in the walks that follow
 * links, the first page of each kind follows every same-site link in its main region that its
 * walk has not followed yet (the home page those of the header and footer too, the same on every
 * page), coming back each time with the browser's Back button, then uses Forward. Links are found
 * on the page, so a new page or link is walked without editing this file.
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
const PRERENDERED = new Set(prerenderPaths);
/** The app shell's empty root, which a pre-rendered page's HTML must not be. */
const EMPTY_ROOT = '<div id="root"></div>';

/** Routes of one kind share their links; only the first of a kind follows them. */
function pageKind(path: string): string {
  if (NOT_FOUND.has(path)) return 'not-found';
  if (path.startsWith('/events/')) return '/events/';
  return path.startsWith('/notes/') ? '/notes' : path;
}
const firstOfKind = new Set(
  ROUTES.filter((path, index) => ROUTES.findIndex((p) => pageKind(p) === pageKind(path)) === index),
);

/** Pages for signed-in members only: anyone else is sent home with the login dialog open. */
const isMembersOnly = (path: string) => path === '/resourcehub' || pageKind(path) === '/notes';

/** The walks, one a part of the site, so that they run side by side. */
function sectionOf(path: string): string {
  if (NOT_FOUND.has(path)) return 'pages not found';
  if (path.startsWith('/CoS')) return 'the game';
  if (path.startsWith('/events/')) return "the events' pages";
  if (isMembersOnly(path) || path === '/login' || path === '/signup') return 'accounts and notes';
  return 'the society';
}
const SECTIONS = new Map<string, string[]>();
for (const path of ROUTES)
  SECTIONS.set(sectionOf(path), [...(SECTIONS.get(sectionOf(path)) ?? []), path]);

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
 * A link leads to the same page at either width: it is followed once signed out, at 375 px
 * through the menu, and once signed in, at 1280 px from the header, where the guards let it
 * through. These two walks read every page; the other two read the first page of each kind
 * without following links (the pages of a kind share one layout, which these two have read at
 * each width and in each state).
 */
const followsLinks = (width: number, signedIn: boolean) =>
  signedIn ? width === 1280 : width === 375;

const pagesWalked = (paths: readonly string[], width: number, signedIn: boolean) =>
  followsLinks(width, signedIn) ? paths : paths.filter((path) => firstOfKind.has(path));

interface Walk {
  page: Page;
  signedIn: boolean;
  followsLinks: boolean;
  requests: RequestWatch;
  /** The links this walk has followed. */
  followed: Set<string>;
}

/**
 * Loads the page at `path` and reads it; signed out, scans the first of its kind with axe. The
 * first page of a kind then follows each of its links not yet in `followed` (one at least, so
 * that every such page is left and come back to), coming back each time; then goes Forward.
 */
async function walkFrom(walk: Walk, path: string) {
  const { page, signedIn, requests, followed } = walk;
  const response = await page.goto(path);
  // `vite preview` sends firebase.json's headers: Chromium holds every page to the production
  // Content-Security-Policy, and reports what it refuses as a console error, which fails the walk.
  expect(response?.headers()['content-security-policy'], `CSP of ${path}`).toContain(
    "script-src 'self'",
  );
  if (PRERENDERED.has(path)) {
    expect(await response?.text(), `served HTML of ${path}`).not.toContain(EMPTY_ROOT);
  }
  if (!signedIn && isMembersOnly(path)) {
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expectPageShown(page, '/');
    return;
  }
  await expectPageShown(page, path, NOT_FOUND.has(path));
  if (NOT_FOUND.has(path)) await expectNotFound(page);
  await readToTheEnd(page, signedIn, requests);
  if (!firstOfKind.has(path)) return;
  if (!signedIn) await expectNoAxeViolations(page);
  if (!walk.followsLinks) return;
  // The header's and footer's links, the same on every page, are followed from the home page.
  const links = await sameSiteLinks(page, path === '/' ? ALL_REGIONS : ['main']);
  const targets = links.filter((target) => !followed.has(target));
  if (targets.length === 0) targets.push(...(await sameSiteLinks(page)).slice(0, 1));
  const wentBack: string[] = [];
  for (const target of targets) {
    followed.add(target);
    await follow(page, target);
    await expectPageShown(page, target, NOT_FOUND.has(target));
    if (pathOf(page.url()) === pathOf(new URL(path, page.url()).href)) continue;
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
    await expectPageShown(page, path, NOT_FOUND.has(path));
    wentBack.push(target);
  }
  if (wentBack.length === 0) return;
  await page.goForward();
  await expectPageShown(page, new URL(page.url()).pathname);
}

/** Walks `paths` in order; fails at the first page where anything went wrong, naming it. */
async function walk(page: Page, paths: readonly string[], signedIn: boolean, width: number) {
  // Each page's load and read, and a link for each of its section's pages.
  test.slow();
  const watch = watchPage(page, NOT_FOUND);
  const walk = {
    page,
    signedIn,
    followsLinks: followsLinks(width, signedIn),
    requests: watchRequests(page),
    followed: new Set<string>(),
  };
  for (const path of paths) {
    await walkFrom(walk, path);
    expect(pageTrouble(watch), `trouble while walking from ${path}`).toEqual([]);
  }
  // What the last page asked for late is answered, and met the same bar.
  await settled(page, walk.requests);
  expect(pageTrouble(watch), 'trouble at the end of the walk').toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`site walk at ${width} px`, () => {
    walkTest.use({ viewport: { width, height: 800 } });

    for (const [section, paths] of SECTIONS) {
      const title = (signedIn: boolean) =>
        `${signedIn ? 'signed in' : 'signed out'}, ${section} (${pagesWalked(paths, width, signedIn).join(', ')}): read` +
        (followsLinks(width, signedIn) ? ', follow the links, back and forward' : '');
      walkTest(title(false), async ({ page }) => {
        await walk(page, pagesWalked(paths, width, false), false, width);
      });
      walkTest(title(true), async ({ page, memberState }) => {
        await signIn(page, memberState);
        await walk(page, pagesWalked(paths, width, true), true, width);
      });
    }
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px, signing up on /about once its carousels have started stays on /about`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const watch = watchPage(page, NOT_FOUND);
    const requests = watchRequests(page);
    await page.goto('/about');
    await readToTheEnd(page, false, requests);
    await page.mouse.wheel(0, -100_000);
    await signUp(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByText('You have successfully signed up!')).toBeVisible();
    await expectPageShown(page, '/about');
    expect(pageTrouble(watch)).toEqual([]);
  });
}
