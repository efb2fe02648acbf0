import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { watchForErrors } from './page-errors.ts';
import { MEMBER, signUpFromLogin } from './sign-up.ts';

/**
 * The organizers' console in local mode. An organizer is granted in this browser
 * (`ecs.cos.organizers`), as `npm run game:admin` grants one in the database.
 */
const OPENS = Date.parse('2026-12-05T18:00:00+05:30');
const MINUTE = 60_000;
const night = { schedule: { opensAt: OPENS, closesAt: OPENS + 120 * MINUTE } };
const team = (teamName: string, score: number, startedAt: number) => ({
  teamName,
  question: score / 10 + 1,
  score,
  owner: `anon-${teamName}`,
  startedAt,
  timestamp: startedAt + score * MINUTE,
});

async function seedNight(page: Page, organizers: string[]) {
  await page.addInitScript(
    ({ nightValue, teams, organizerList }) => {
      localStorage.setItem('ecs.cos.night', nightValue);
      localStorage.setItem('ecs.cos.teams', teams);
      localStorage.setItem('ecs.cos.organizers', organizerList);
    },
    {
      nightValue: JSON.stringify(night),
      teams: JSON.stringify({
        ohms: team('ohms', 30, OPENS + 5 * MINUTE),
        diodes: team('diodes', 50, OPENS + 2 * MINUTE),
      }),
      organizerList: JSON.stringify(organizers),
    },
  );
  await page.clock.install({ time: OPENS + 30 * MINUTE });
}

/** Signs MEMBER up from the console's own "Log in" button. */
async function signUpHere(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await signUpFromLogin(page);
}

test('a member who is not an organizer is told the console is for organizers only', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await seedNight(page, ['someone.else@ece.nits.ac.in']);
  await page.goto('/CoS/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
  await signUpHere(page);
  await page.goto('/CoS/admin');
  await expect(page.getByText('your account is not one of theirs')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px an organizer sees the night and every team, and exports the standings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedNight(page, [MEMBER.email]);
    await page.goto('/CoS/admin');
    await signUpHere(page);
    await page.goto('/CoS/admin');
    await expect(page).toHaveTitle('Organizers | ECS NIT Silchar');
    await expect(page.getByRole('heading', { level: 1, name: 'Game night console' })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Teams' }).getByRole('rowheader');
    await expect(rows).toHaveText(['diodes', 'ohms']);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cos-standings-2026-12-05.csv');
  });
}
