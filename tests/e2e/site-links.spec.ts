import { prerenderedPaths } from '../../scripts/build/content/prerendered-paths.ts';
import { contentView } from './content.ts';
import { expect, test } from './fixtures.ts';

const prerenderPaths = prerenderedPaths();

/** Every path the site answers, in the case its links must use (/CoS, not /cos). */
const ROUTES = new Set([
  ...prerenderPaths,
  '/resourcehub',
  '/CoS/leaderboard',
  '/CoS/leaderboard/projector',
  '/CoS/admin',
  ...contentView('event-pages').map((event) => event.calendarFile),
  '/events.ics',
]);
/** Pages reached otherwise: the account pages from an e-mail's link, the notes from the hub. */
const REACHED_OTHERWISE = (path: string) =>
  path === '/' || path === '/login' || path === '/signup' || path.startsWith('/notes/');

/** The same-site paths a pre-rendered page links to (its header, main and footer). */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g)].map(([, path]) => path ?? '');
}

test('every public page is linked from another, and every link names a page as the site spells it', async ({
  request,
}) => {
  const linkedFrom = new Map<string, string[]>();
  const misspelled: string[] = [];
  for (const page of prerenderPaths) {
    const html = await (await request.get(page)).text();
    for (const path of linksOf(html)) {
      if (!ROUTES.has(path)) misspelled.push(`${page} links to ${path}`);
      if (path !== page) linkedFrom.set(path, [...(linkedFrom.get(path) ?? []), page]);
    }
  }
  expect.soft(misspelled).toEqual([]);
  const unlinked = prerenderPaths.filter(
    (path) => !REACHED_OTHERWISE(path) && !linkedFrom.has(path),
  );
  expect(unlinked).toEqual([]);
});

test("the Spectrum card on /events leads to Spectrum's page", async ({ page }) => {
  await page.goto('/events');
  const card = page.getByRole('article', { name: 'Spectrum', exact: true });
  await card.getByRole('link', { name: 'Explore Spectrum events' }).click();
  await expect(page).toHaveURL(/\/Spectrum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spectrum' })).toBeVisible();
});
