import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AUTOPLAY_PASSED_MS, UPGRADE_WAIT } from './carousel-upgrade.ts';
import { contentView } from './content.ts';
import { seedTables } from './game.ts';
import { pauseAhead } from './page-clock.ts';
import { settled, watchRequests } from './settled.ts';

const highlighted = contentView('highlighted-events');
const { faqs } = contentView('about-page');
const { events: listedEvents } = contentView('events-page');

test.describe('home page', () => {
  test('pre-rendered HTML already has the hero and the carousels', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('ELECTRONICS &amp; COMMUNICATION SOCIETY');
    expect(html).toContain('NIT SILCHAR');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).not.toMatch(/swiper-wrapper/);
  });

  for (const [width, banner] of [
    [375, 'cos-banner-narrow.svg'],
    [1280, 'cos-banner.svg'],
  ] as const) {
    test(`at ${width} px the banner (largest paint) is preloaded once, in its one size`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const banners: string[] = [];
      page.on('request', (request) => {
        if (/\/images\/home\/cos-banner/.test(request.url())) banners.push(request.url());
      });
      const requests = watchRequests(page);
      await page.goto('/');
      await settled(page, requests);
      expect(banners.map((url) => url.replace(/.*\//, ''))).toEqual([banner]);
      await expect(page.locator(`link[rel="preload"][href$="/${banner}"]`)).toHaveAttribute(
        'fetchpriority',
        'high',
      );
    });
  }

  test('the banner says when the night set in this browser opens, and that it is over after', async ({
    page,
  }) => {
    const opensAt = new Date('2026-12-05T18:00:00').getTime();
    const night = { schedule: { opensAt, closesAt: opensAt + 2 * 3_600_000 } };
    await seedTables(page, { night });
    await page.clock.install({ time: opensAt - 86_400_000 });
    await page.goto('/');
    await expect(page.getByText(/^Opens \w{3}, .*6:00\sPM$/)).toBeVisible();
    await page.clock.setSystemTime(opensAt + 3 * 3_600_000);
    await page.reload();
    await expect(page.getByText('This game night is over', { exact: true })).toBeVisible();
  });

  test('shows the carousels with their content and upgrades them on scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chamber of Secrets/ })).toHaveAttribute(
      'href',
      '/CoS',
    );

    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.scrollIntoViewIfNeeded();
    await expect(messages.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
    for (const { from } of contentView('messages')) {
      await expect(messages.getByText(from.designation, { exact: true })).toBeAttached();
    }

    const alumni = page.getByRole('region', { name: 'Notable alumni' });
    await alumni.scrollIntoViewIfNeeded();
    await expect(alumni.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
    await expect(alumni.getByText(contentView('alumni')[0]?.name ?? '')).toBeVisible();

    const events = page.getByRole('region', { name: 'Events' });
    await events.scrollIntoViewIfNeeded();
    for (const { name } of highlighted) {
      await expect(events.getByRole('heading', { name }).first()).toBeAttached();
    }
    await events.getByRole('button', { name: 'Pause Events slideshow' }).click();
    await expect(events.getByRole('button', { name: 'Play Events slideshow' })).toBeVisible();
  });

  test('does not autoplay under prefers-reduced-motion', async ({ page }) => {
    // One slide in view, so that every step of autoplay shows another.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const events = page.getByRole('region', { name: 'Events' });
    await events.scrollIntoViewIfNeeded();
    await expect(events.getByRole('button', { name: 'Play Events slideshow' })).toBeVisible();
    await expect(events.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
    // From here the page's time passes only when the test says so.
    await pauseAhead(page);
    const first = events.getByRole('group', { name: `1 of ${highlighted.length}` });
    await expect(first).toHaveClass(/swiper-slide-active/);
    await page.clock.runFor(AUTOPLAY_PASSED_MS);
    await expect(first).toHaveClass(/swiper-slide-active/);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('about page', () => {
  test('the FAQ works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const [one, two] = faqs;
    const first = page.getByRole('button', { name: one?.question });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: one?.question })).toBeVisible();

    await page.keyboard.press('Tab');
    const second = page.getByRole('button', { name: two?.question });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { expanded: false })).toHaveCount(faqs.length - 1);
  });

  test('/about#faq scrolls to the FAQ', async ({ page }) => {
    await page.goto('/about#faq');
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInViewport();
  });

  test('has no axe violations with an answer open', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('button', { name: faqs.find((faq) => Array.isArray(faq.answer))?.question })
      .click();
    await expectNoAxeViolations(page);
  });
});

test.describe('events page', () => {
  test("shows a card for every event, the home page's carousel included, with when and where, and the gallery", async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(listedEvents.length);
    for (const event of [...listedEvents, ...highlighted]) {
      const card = page.locator(`article[aria-labelledby="event-${event.slug}"]`);
      await expect(card.getByRole('heading', { name: event.name })).toBeVisible();
      await expect(card.locator(`time[datetime="${event.start}"]`)).toHaveText(event.when);
      await expect(card.getByText(event.venue, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#gallery img')).toHaveCount(contentView('gallery').length);
  });

  test('/events#gallery scrolls to the gallery', async ({ page }) => {
    await page.goto('/events#gallery');
    await expect(page.getByRole('heading', { name: 'Gallery' })).toBeInViewport();
  });
});
