import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { contentView } from './content.ts';
import { expect, test } from './fixtures.ts';
import { seedTables } from './game.ts';
import { waitForHydration } from './hydration.ts';

const pages = contentView('event-pages');
const fest = contentView('events-page').events.find((event) => event.eventsPage === '/Spectrum');
if (!fest?.registration)
  throw new Error('The sample has no edition of Spectrum with registration.');
const festPage = pages.find((event) => event.slug === fest.slug);
if (!festPage) throw new Error(`No page for ${fest.slug}`);

const at = (moment: string) => Date.parse(moment);
const minute = 60_000;
/** Moments around the fest: registration open, the fest under way, and the day after. */
const BEFORE = at(fest.registration.opens) + minute;
const DURING = at(fest.start) + 60 * minute;
const AFTER = at(fest.end) + 24 * 60 * minute;
const festYear = fest.start.slice(0, 4);

const STATE_WORDS =
  /Registration closed|REGISTER HERE|Happening now|Upcoming Events|Past Events|>Over</;

async function openAt(page: Page, path: string, now: number) {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await waitForHydration(page);
}

const card = (page: Page) => page.getByRole('article', { name: fest.name, exact: true });

test("the built HTML of an event's page has its date, venue, JSON-LD and share preview, and no state", async ({
  request,
}) => {
  const html = await (await request.get(`/events/${festPage.slug}`)).text();
  expect(html).toContain(`<title>${festPage.name} | ECS NIT Silchar</title>`);
  expect(html.toLowerCase()).toContain(`<time datetime="${festPage.start.toLowerCase()}">`);
  expect(html).toContain(festPage.venue);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| ECS NIT Silchar"/);
  expect(html).toContain(`<meta property="og:description" content="${festPage.when}`);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Event', startDate: festPage.start });
  expect(html).not.toMatch(STATE_WORDS);
  expect(await (await request.get('/events')).text()).not.toMatch(STATE_WORDS);
});

test('the calendar files are served for each event and for all upcoming ones', async ({
  request,
}) => {
  for (const path of [festPage.calendarFile, '/events.ics']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  }
});

test('before the fest, /events lists it as upcoming with its registration open', async ({
  page,
}) => {
  await openAt(page, '/events', BEFORE);
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming.getByRole('article', { name: fest.name, exact: true })).toBeVisible();
  await expect(
    card(page).getByRole('link', { name: `REGISTER HERE for ${fest.name}` }),
  ).toHaveAttribute('href', fest.registration?.link ?? '');
  await expectNoAxeViolations(page);
});

test('during the fest, its page says it is happening and registration closed; then it is over', async ({
  page,
}) => {
  await page.clock.install({ time: at(fest.end) - minute });
  await page.goto(`/events/${fest.slug}`);
  await waitForHydration(page);
  await expect(page.getByText('Happening now')).toBeVisible();
  await expect(page.getByText('Registration closed')).toBeVisible();
  await expect(page.getByRole('link', { name: /REGISTER HERE/ })).toHaveCount(0);
  await page.clock.runFor(2 * minute);
  await expect(page.getByText('Over', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('during the fest, /events still lists it among the upcoming events', async ({ page }) => {
  await openAt(page, '/events', DURING);
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming.getByRole('article', { name: fest.name, exact: true })).toBeVisible();
  await expect(card(page).getByText('Registration closed')).toBeVisible();
});

test('after the fest, /events lists it as past under its year, registration closed and no link', async ({
  page,
}) => {
  await openAt(page, '/events', AFTER);
  const past = page.getByRole('region', { name: 'Past Events' });
  const year = past.getByRole('region', { name: festYear });
  await expect(year.getByRole('article', { name: fest.name, exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Upcoming Events' })
      .getByRole('article', { name: fest.name, exact: true }),
  ).toHaveCount(0);
  await expect(card(page).getByText('Registration closed')).toBeVisible();
  await expect(card(page).getByRole('link', { name: /REGISTER HERE/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an event's page offers the calendar file and Google Calendar", async ({ page }) => {
  await openAt(page, `/events/${festPage.slug}`, BEFORE);
  await expect(page.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute(
    'href',
    festPage.calendarFile,
  );
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
});

test('two hours before the fest, the home page counts down to it', async ({ page }) => {
  await openAt(page, '/', at(fest.start) - 120 * minute);
  const whatsOn = page.getByRole('region', { name: "What's On" });
  await expect(whatsOn.getByRole('link', { name: fest.name, exact: true })).toBeVisible();
  await expect(whatsOn.getByText('Starts in 2 h 00 min')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('while its registration is open, the home page lists the fest among open registrations', async ({
  page,
}) => {
  await openAt(page, '/', BEFORE);
  const whatsOn = page.getByRole('region', { name: "What's On" });
  await expect(
    whatsOn.getByRole('list').getByRole('link', { name: fest.name, exact: true }),
  ).toHaveAttribute('href', `/events/${fest.slug}`);
});

test('a scheduled game night shows among the upcoming events, linking the game, until it closes', async ({
  page,
}) => {
  const opensAt = at('2026-12-12T18:00:00+05:30');
  const closesAt = opensAt + 60 * minute;
  await seedTables(page, { night: { schedule: { opensAt, closesAt } } });
  await openAt(page, '/events', opensAt - 24 * 60 * minute);
  const night = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('article', { name: 'Chamber of Secrets game night' });
  await expect(night.locator('time')).toHaveAttribute('datetime', new Date(opensAt).toISOString());
  await expect(night.getByRole('link', { name: 'Play the Chamber of Secrets' })).toHaveAttribute(
    'href',
    '/CoS',
  );
  await expectNoAxeViolations(page);
  await openAt(page, '/events', closesAt);
  await expect(page.getByRole('article', { name: 'Chamber of Secrets game night' })).toHaveCount(0);
});
