import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AUTOPLAY_PASSED_MS, UPGRADE_WAIT } from './carousel-upgrade.ts';
import { FULL_SIZE, waitUntilFullSize } from './dialog-size.ts';
import { describeFocus } from './focus-indicator.ts';
import { expectTabTrappedIn, openSlowly, tabTo } from './keyboard.ts';
import { pauseAhead } from './page-clock.ts';
import { settled, watchRequests } from './settled.ts';
import { MEMBER, signUp, signUpVerified } from './sign-up.ts';

/** The menu overlay has finished growing to the full viewport height. */
async function waitUntilMenuOpen(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getElementById('site-menu')?.getBoundingClientRect().height ===
          window.innerHeight,
      ),
    )
    .toBe(true);
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name });
/** The carousel's row of slides, the stop where the arrow keys work: static or Swiper. */
const slideRow = (region: Locator) => region.locator('div[tabindex="0"]');
const currentSlide = (region: Locator) => region.locator('.swiper-slide-active');

test.describe('axe with the menu and the account UI open', () => {
  // Several full scans each; axe is slow on a busy machine.
  test.slow();

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the mobile menu, the login dialog and its reset view', async ({ page }) => {
        await page.goto('/');
        if (width === 375) {
          const menuButton = page.getByRole('button', { name: 'Menu' });
          await menuButton.click();
          await waitUntilMenuOpen(page);
          await expectNoAxeViolations(page);
          await menuButton.click();
        }

        await page.getByRole('button', { name: 'Log in' }).click();
        const login = page.getByRole('dialog', { name: 'Login' });
        await waitUntilFullSize(login);
        await expectNoAxeViolations(page);

        await login.getByRole('button', { name: 'Forgot Password?' }).click();
        const reset = page.getByRole('dialog', { name: 'Reset' });
        await reset.getByRole('button', { name: 'Send Email' }).click();
        await expect(reset.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('the signup dialog with its errors, then the sign-out panel', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page
          .getByRole('dialog', { name: 'Login' })
          .getByRole('button', { name: "Don't have an account? Sign up" })
          .click();
        const signup = page.getByRole('dialog', { name: 'Signup' });
        await signup.getByRole('button', { name: 'Signup' }).click();
        await expect(signup.getByRole('alert')).toHaveText('Fill all fields');
        await waitUntilFullSize(signup);
        await expectNoAxeViolations(page);

        await signup.getByLabel('Name').fill(MEMBER.name);
        await signup.getByLabel('Email').fill(MEMBER.email);
        await signup.getByLabel('Password').fill(MEMBER.password);
        await signup.getByRole('button', { name: 'Signup' }).click();
        // The welcome toast stays (the headless window has no focus) below the header's buttons.
        await expect(page.getByText('You have successfully signed up!')).toBeVisible();
        await page.getByRole('button', { name: `Account menu for ${MEMBER.name}` }).click();
        await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe('keyboard only', () => {
  test('the mobile menu opens from its button, keeps Tab inside, Escape returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = nav.getByRole('button', { name: 'Menu' });
    const members = nav.getByRole('link', { name: 'Members', exact: true });

    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(members).toBeVisible();
    expect(await expectTabTrappedIn(page, nav)).toBe(6);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(members).toBeHidden();

    await page.keyboard.press('Space');
    await expect(members).toBeVisible();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(members).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('login, reset and signup dialogs open from their triggers, trap Tab, give focus back, though Tab was pressed before the first appeared', async ({
    page,
  }) => {
    await page.goto('/about');
    const avatar = page.getByRole('button', { name: 'Log in' });
    const login = page.getByRole('dialog', { name: 'Login' });

    await tabTo(page, avatar);
    await openSlowly(page, avatar, /auth-modals/);
    await expect(login.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('nobody@ece.nits.ac.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret12');
    await expect(login.getByRole('button', { name: 'Show password' })).toBeVisible();
    const loginStops = await expectTabTrappedIn(page, login);

    // A failed attempt from the Login button keeps focus in the dialog.
    const submit = login.getByRole('button', { name: 'Login' });
    await tabTo(page, submit, loginStops);
    await page.keyboard.press('Enter');
    await expect(login.getByRole('alert')).toHaveText('Please check the Email');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(avatar).toBeFocused();

    // Login's links open Reset and Signup, each trapping Tab, and Escape gives focus back.
    for (const [opensLogin, link, presses, name, first] of [
      ['Space', 'Forgot Password?', 4, 'Reset', 'Email'],
      ['Enter', "Don't have an account? Sign up", 8, 'Signup', 'Name'],
    ] as const) {
      await page.keyboard.press(opensLogin);
      await tabTo(page, login.getByRole('button', { name: link }), presses);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByLabel(first)).toBeFocused();
      await expectTabTrappedIn(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(avatar).toBeFocused();
    }
  });

  test('at 375 px, Cancel in the signup dialog reached from login gives focus back to Log in, though Tab was pressed before login appeared', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about');
    const avatar = page.getByRole('button', { name: 'Log in' });
    const login = page.getByRole('dialog', { name: 'Login' });
    const signup = page.getByRole('dialog', { name: 'Signup' });

    await tabTo(page, avatar);
    await openSlowly(page, avatar, /auth-modals/);
    await expect(login.getByLabel('Email')).toBeFocused();
    await tabTo(page, login.getByRole('button', { name: "Don't have an account? Sign up" }));
    await page.keyboard.press('Enter');
    await expect(signup.getByLabel('Name')).toBeFocused();
    await tabTo(page, signup.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(signup).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  // The panel is not modal (the page stays usable), so leaving it with Tab closes it
  // instead of trapping focus, as in the WAI-ARIA disclosure pattern.
  test('the sign-out panel opens from the avatar; Escape or Tab away close it', async ({
    page,
  }) => {
    await page.goto('/feed');
    await signUp(page);
    await page.goto('/about');
    const avatar = page.getByRole('button', { name: `Account menu for ${MEMBER.name}` });
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await expect(avatar).toBeVisible();

    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(avatar).toBeFocused();
    await expect(signOut).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.keyboard.press('Space');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeHidden();
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Shift+Tab');
    await expect(avatar).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
  });
});

test.describe('carousels without a mouse', () => {
  test('before the Swiper upgrade the focused row scrolls slide by slide with the arrows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Hold Swiper's chunk back for good: the pre-rendered scroll-snap rows stay.
    await page.route(/swiper-track/, () => undefined);
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const events = carousel(page, 'Events');
      const first = events.getByRole('group', { name: '1 of 4' });
      const second = events.getByRole('group', { name: '2 of 4' });

      await tabTo(page, slideRow(events));
      await expect(events.locator('.swiper')).toHaveCount(0);
      await expect(first).toBeInViewport({ ratio: 0.9 });
      await expect(second).not.toBeInViewport();
      await page.keyboard.press('ArrowRight');
      await expect(second).toBeInViewport({ ratio: 0.9 });
      await expect(first).not.toBeInViewport();
      await page.keyboard.press('ArrowLeft');
      await expect(first).toBeInViewport({ ratio: 0.9 });
    }
  });

  test('after the upgrade the arrows and the pagination buttons change the current slide', async ({
    page,
  }) => {
    test.slow();
    // No autoplay, so only the keys change the slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const events = carousel(page, 'Events');
      await events.scrollIntoViewIfNeeded();
      await expect(events.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);

      await tabTo(page, slideRow(events));
      await expect(currentSlide(events)).toHaveAttribute('aria-label', '1 of 4');
      await page.keyboard.press('ArrowRight');
      await expect(currentSlide(events)).toHaveAttribute('aria-label', '2 of 4');
      await page.keyboard.press('ArrowLeft');
      await expect(currentSlide(events)).toHaveAttribute('aria-label', '1 of 4');
      await tabTo(page, events.getByRole('button', { name: 'Go to slide 2' }), 3);
      await page.keyboard.press('Enter');
      await expect(currentSlide(events)).toHaveAttribute('aria-label', '2 of 4');
      await expectNoAxeViolations(page);
    }
  });

  test('the arrows move only the carousel that has focus, not every one in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 3000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const regions = ['Events', 'Messages', 'Notable alumni'].map((name) => carousel(page, name));
    for (const region of regions) {
      await expect(region.locator('.swiper')).toBeInViewport();
    }
    const [events, messages, alumni] = regions as [Locator, Locator, Locator];

    await tabTo(page, slideRow(messages));
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(messages)).toHaveAttribute('aria-label', /^2 of /);
    await expect(currentSlide(events)).toHaveAttribute('aria-label', /^1 of /);
    await expect(currentSlide(alumni)).toHaveAttribute('aria-label', /^1 of /);
  });

  test('a focused static row hands focus to Swiper when the upgrade replaces it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let releaseSwiper = () => {};
    const swiperHeld = new Promise<void>((resolve) => (releaseSwiper = resolve));
    await page.route(/swiper-track/, async (route) => {
      await swiperHeld;
      await route.continue();
    });
    await page.goto('/');
    const events = carousel(page, 'Events');

    await tabTo(page, slideRow(events));
    releaseSwiper();
    await expect(events.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);
    await expect(events.locator('.swiper')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(events)).toHaveAttribute('aria-label', '2 of 4');
  });

  test('autoplay pauses while a carousel has focus and resumes when focus leaves', async ({
    page,
  }) => {
    // One slide in view: every step of autoplay shows another.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.install();
    await page.goto('/');
    const events = carousel(page, 'Events');
    await events.scrollIntoViewIfNeeded();
    await expect(events.locator('.swiper')).toHaveCount(1, UPGRADE_WAIT);

    // From here the page's time passes only when the test says so.
    await pauseAhead(page);
    await tabTo(page, slideRow(events));
    const shown = await currentSlide(events).getAttribute('aria-label');
    await page.clock.runFor(AUTOPLAY_PASSED_MS);
    await expect(currentSlide(events)).toHaveAttribute('aria-label', shown ?? '');
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(AUTOPLAY_PASSED_MS);
    await expect(currentSlide(events)).not.toHaveAttribute('aria-label', shown ?? '');
  });
});

test.describe('visible focus on every Tab stop', () => {
  for (const path of ['/', '/about', '/members', '/CoS', '/notes/First']) {
    test(path, async ({ page }) => {
      // After 18:00 the game shows its NEXT button.
      if (path === '/CoS') await page.clock.install({ time: new Date('2026-11-21T19:00:00') });
      // The notes are for a member whose address is verified.
      if (path.startsWith('/notes/')) {
        await page.goto('/feed');
        await signUpVerified(page);
      }
      await page.goto(path);
      if (path.startsWith('/notes/')) {
        await expect(page.getByRole('list', { name: /semester subjects/ })).toBeVisible();
      }

      const problems: string[] = [];
      const visited: string[] = [];
      let fellToBody = false;
      for (let press = 0; press < 150; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(describeFocus);
        if (stop.onBody) {
          fellToBody = true;
          continue;
        }
        if (stop.isSkipLink && visited.length > 0) break;
        if (fellToBody) problems.push(`focus fell to the page body before ${stop.name}`);
        fellToBody = false;
        visited.push(stop.name);
        if (stop.problem) problems.push(`${stop.name}: ${stop.problem}`);
      }
      expect(visited.length, visited.join('\n')).toBeGreaterThan(8);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('prefers-reduced-motion', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the typed line is whole at once and the login modal opens without scaling', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = watchRequests(page);
    await page.goto('/');
    const typedLine = page.locator('[class*="typedLive"]');
    await expect(typedLine).toHaveText('NIT SILCHAR', { timeout: 1 });
    // Past the point where typing would have started: the typewriter's code would have loaded
    // and emptied the line to type it.
    await settled(page, requests);
    await expect(typedLine).toHaveText('NIT SILCHAR', { timeout: 1 });

    // Record the dialog's transform from its first frame on.
    await page.evaluate(() => {
      const frames: string[] = [];
      Object.assign(window, { dialogFrames: frames });
      new MutationObserver((_records, observer) => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return;
        observer.disconnect();
        const record = () => frames.push(getComputedStyle(dialog).transform);
        record();
        requestAnimationFrame(() => {
          record();
          requestAnimationFrame(record);
        });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await tabTo(page, page.getByRole('button', { name: 'Log in' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { dialogFrames?: string[] }).dialogFrames))
      .toHaveLength(3);
    const frames = await page.evaluate(() => (window as { dialogFrames?: string[] }).dialogFrames);
    for (const transform of frames ?? []) expect(transform).toMatch(FULL_SIZE);
  });
});
