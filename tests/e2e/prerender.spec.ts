import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { watchForErrors } from './page-errors.ts';
import { settled, watchRequests } from './settled.ts';

const EMPTY_ROOT = '<div id="root"></div>';

test('preview serves /members as its own pre-rendered HTML, not the empty shell', async ({
  request,
}) => {
  const response = await request.get('/members');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain(EMPTY_ROOT);
  expect(html).toContain('<title>Members | ECS NIT Silchar</title>');
  expect(html).toContain('<main id="main"');
});

test('the built HTML of /members lists SENIOR MEMBERS', async ({ request }) => {
  expect(await (await request.get('/members')).text()).toContain('SENIOR MEMBERS');
});

test("the built HTML of /CoS holds the game's intro: heading, welcome and rules", async ({
  request,
}) => {
  const response = await request.get('/CoS');
  const html = await response.text();
  expect(html).not.toContain(EMPTY_ROOT);
  expect(html).toContain('<title>Chamber of Secrets | ECS NIT Silchar</title>');
  expect(html).toMatch(/<h2[^>]*>Welcome to the Chamber of Secrets<\/h2>/);
  expect(html).toContain('riddles from the world of electronics and communication');
  expect(html).toContain('Breaking the rules leads to disqualification.');
  // Where the night stands is the script's to say.
  expect(html).toContain('Checking the game night…');
});

test('the built HTML of /about holds the FAQ', async ({ request }) => {
  expect(await (await request.get('/about')).text()).toContain(
    'What is the Electronics and Communication Society?',
  );
});

test("the copyright year is the build's, so a device whose clock says another year hydrates without a mismatch", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const buildYear = new Date().getFullYear();
  await page.clock.install({ time: new Date(`${buildYear + 5}-01-02T10:00:00`) });
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${buildYear} Electronics`);
  expect(errors).toEqual([]);
});

interface StartupMarks {
  startupMarks: Record<string, number>;
}

test('the boot script requests the app, which starts after the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    Object.assign(window, { startupMarks: marks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks[entry.name] ??= entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    const watchForReact = () => {
      const root = document.getElementById('root');
      if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
        marks.appStarted = performance.now();
      } else {
        requestAnimationFrame(watchForReact);
      }
    };
    requestAnimationFrame(watchForReact);
  });
  const requests = watchRequests(page);
  await page.goto('/');
  await settled(page, requests);
  // The boot asks for the app only once the paint is reported, which can come after the page
  // has looked settled.
  await page.waitForFunction(
    () => (window as unknown as StartupMarks).startupMarks.appStarted !== undefined,
  );
  const marks = await page.evaluate(() => (window as unknown as StartupMarks).startupMarks);
  const { appRequested, parsed } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/main-[^/]*\.js$/.test(entry.name));
    return { appRequested: app?.startTime, parsed: navigation?.domContentLoadedEventStart };
  });
  // Neither a <script> nor a preload in the HTML: the boot script asks for the app.
  expect(appRequested).toBeGreaterThan(parsed ?? Infinity);
  const firstPaint = marks['first-contentful-paint'] ?? Infinity;
  expect(firstPaint).toBeGreaterThan(0);
  expect(marks.appStarted).toBeGreaterThan(firstPaint);
});

test('unknown paths fall back to the app and show the not-found page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/no/such/page')).text();
  expect(html).toContain(EMPTY_ROOT);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/cos in lower case lands on the game route', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/cos');
  await expect(page).toHaveTitle('Chamber of Secrets | ECS NIT Silchar');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
