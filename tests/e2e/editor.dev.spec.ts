import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../scripts/build/content/load-content.ts';
import { projectRoot } from '../../scripts/build/hosting-rules.ts';

/**
 * The committee's editor as `npm run editor` runs it: Decap CMS at /editor of the development
 * server, saving through decap-server into a working copy, here a temporary copy of content/ and
 * the pictures so the repository's files stay as they are.
 */
const PROXY_PORT = Number(process.env.E2E_EDITOR_PORT);

let copy = '';
let proxy: ChildProcess | undefined;

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'ecs-editor-'));
  cpSync(join(projectRoot, 'content'), join(copy, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'public/images'), join(copy, 'public/images'), { recursive: true });
  proxy = spawn(process.execPath, [join(projectRoot, 'node_modules/decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(PROXY_PORT),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: copy,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((listening, failed) => {
    proxy?.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('listening')) listening();
    });
    proxy?.on('exit', (code) => failed(new Error(`decap-server stopped (${String(code)})`)));
  });
});

test.afterAll(() => {
  proxy?.kill();
  rmSync(copy, { recursive: true, force: true });
});

/** Every request the editor makes that leaves this machine: there must be none (no CDN). */
async function blockOtherHosts(page: Page): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (['127.0.0.1', 'localhost'].includes(url.hostname)) return route.continue();
    elsewhere.push(url.href);
    return route.abort();
  });
  return elsewhere;
}

async function openNewEvent(page: Page) {
  await page.goto('/editor');
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('link', { name: /Event$/ })
    .first()
    .click();
  await expect(page.getByLabel('Address')).toBeVisible();
}

async function fillEvent(page: Page, slug: string, registrationLink: string) {
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Name').fill('Robotics Workshop');
  await page.getByLabel('Starts').fill('2027-03-05T18:00');
  await page.getByLabel('Ends').fill('2027-03-05T20:00');
  await page.getByLabel('Venue').fill('ECE Seminar Hall');
  await page.getByLabel('Short description').fill('Build a line-following robot in an evening.');
  await page.getByLabel('Long description').fill('Bring a laptop; the society brings the kits.');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByText('orientation.svg', { exact: true }).click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Add organizer' }).click();
  await page.getByLabel('Organizer', { exact: true }).fill('ECS Robotics Team');
  const registration = page.getByLabel('object field').filter({
    has: page.getByText('Registration', { exact: true }),
  });
  await registration.getByRole('button', { name: 'Expand' }).first().click();
  await page.getByLabel('Where to register').fill(registrationLink);
  await page.getByLabel('Registration opens').fill('2027-02-01T09:00');
  await page.getByLabel('Registration closes').fill('2027-03-01T23:59');
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

// One decap-server on one port: the journeys take turns.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Asia/Kolkata' });

test('a committee member adds an event through the editor, and the build accepts the file', async ({
  page,
}) => {
  const slug = 'robotics-workshop-2027';
  const elsewhere = await blockOtherHosts(page);
  await openNewEvent(page);
  await fillEvent(page, slug, 'https://docs.google.com/forms/d/e/sample-robotics/viewform');
  await publish(page);

  const file = join(copy, 'content/events', `${slug}.json`);
  await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
    slug,
    start: '2027-03-05T18:00:00+05:30',
    venue: 'ECE Seminar Hall',
    image: '/images/events/orientation.svg',
    registration: { link: 'https://docs.google.com/forms/d/e/sample-robotics/viewform' },
  });
  const outcome = loadContent(copy);
  expect(outcome.problems).toEqual([]);
  expect(outcome.content?.events.map((event) => event.slug)).toContain(slug);
  expect(elsewhere).toEqual([]);
});

test('the editor refuses a registration link that is not https, as the build does', async ({
  page,
}) => {
  const slug = 'pcb-workshop-2027';
  await openNewEvent(page);
  await fillEvent(page, slug, 'http://forms.example.org/pcb');
  await publish(page);
  await expect(
    page.getByText('should be a link that starts with https:// or a page of this site', {
      exact: false,
    }),
  ).toBeVisible();
  expect(existsSync(join(copy, 'content/events', `${slug}.json`))).toBe(false);
});
