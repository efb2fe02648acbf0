import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { server as hostingServer } from 'superstatic';
import {
  headersFor,
  parseCsp,
  projectRoot,
  readHosting,
} from '../../scripts/build/hosting-rules.ts';
import { watchForErrors } from './page-errors.ts';
import { settled, watchRequests } from './settled.ts';
import { signUp } from './sign-up.ts';

/**
 * Serves the build with firebase.json's hosting block through superstatic, the
 * engine of the Firebase Hosting emulator: real rewrites, 404s and headers, and
 * Chromium enforcing the production Content-Security-Policy.
 */
const hosting = readHosting();
let origin = '';
let server: Server;

test.beforeAll(async () => {
  // superstatic's types know only glob rules; it accepts firebase.json's `regex` rules too.
  const config: Parameters<typeof hostingServer>[0]['config'] = JSON.parse(JSON.stringify(hosting));
  const app = hostingServer({
    port: 0,
    hostname: '127.0.0.1',
    cwd: projectRoot,
    config,
    stack: 'strict',
  });
  await new Promise<void>((ready) => {
    server = app.listen(() => ready());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages, the app shell and a real 404 as Firebase Hosting serves them', async ({ request }) => {
  const expectations: [string, number, RegExp][] = [
    ['/members', 200, /<title>Members \|/],
    ['/notes/First', 200, /<title>First Semester Notes \|/],
    ['/MEMBERS', 200, /<title>Members \|/],
    ['/spectrum', 200, /<title>Spectrum \|/],
    ['/notes/first', 200, /<title>First Semester Notes \|/],
    ['/resourcehub', 200, /<div id="root"><\/div>/],
    [
      '/cos',
      200,
      /<title>Chamber of Secrets \|.*<h2[^>]*>Welcome to the Chamber of Secrets<\/h2>/s,
    ],
    ['/CoS/Leaderboard', 200, /<div id="root"><\/div>/],
    ['/cos/leaderboard/projector', 200, /<div id="root"><\/div>/],
    ['/no-such-page', 404, /<title>Page not found \|/],
    ['/notes/Ninth', 404, /<title>Page not found \|/],
  ];
  for (const [path, status, body] of expectations) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(status);
    expect(await response.text(), path).toMatch(body);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(response.headers()['permissions-policy'], path).toContain('camera=()');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test("the home page's scripts and stylesheet carry the transport headers, not the document-only ones", async ({
  request,
}) => {
  const home = await (await request.get(`${origin}/`)).text();
  const files = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    ([, file]) => file ?? '',
  );
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  for (const file of files) {
    const headers = (await request.get(`${origin}${file}`)).headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    expect(headers['strict-transport-security'], file).toMatch(/^max-age=\d+/);
    expect(headers['referrer-policy'], file).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
      expect(headers[name], `${name} on ${file}`).toBeUndefined();
    }
  }
});

// The site walk holds every other page to the production CSP, as `vite preview` serves it.
for (const path of ['/CoS/leaderboard/projector']) {
  test(`${path} runs under the production Content-Security-Policy`, async ({ page }) => {
    const violations = collectViolations(page);
    const requests = watchRequests(page);
    const response = await page.goto(`${origin}${path}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Everything the page loads and runs (its chunks, the styles libraries inject) has run.
    await settled(page, requests);
    await expect(page.locator('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
}

for (const [path, heading] of [
  ['/spectrum', 'Spectrum'],
  ['/MEMBERS', 'Members'],
  ['/notes/first', 'First Semester Notes'],
]) {
  test(`${path}, typed in other letters, is served and hydrates as its page`, async ({ page }) => {
    const errors = watchForErrors(page);
    // A notes page is for members: one signs up first (the page then asks to verify the address).
    if (path?.startsWith('/notes/')) {
      await page.goto(`${origin}/feed`);
      await signUp(page);
    }
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | ECS NIT Silchar`);
    expect(errors).toEqual([]);
  });
}

test('/editor loads the CMS from the site under its own policy, which no other page gets', async ({
  page,
  request,
}) => {
  const violations = collectViolations(page);
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).hostname === '127.0.0.1') return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto(`${origin}/editor`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self' https://api.github.com");
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
  for (const path of ['/', '/members', '/events', '/about', '/Spectrum', '/feed', '/developers']) {
    const headers = (await request.get(`${origin}${path}`)).headers();
    expect(headers['content-security-policy'], path).not.toBe(policy);
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
  }
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function preRenderedStyleAttributes(): string[] {
  const dist = join(projectRoot, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => [...readFileSync(join(dist, name), 'utf8').matchAll(/\sstyle="([^"]*)"/g)])
    .map((match) => unescapeHtml(match[1] ?? ''));
}

test('style-src allows no style the site does not use', async ({ page }) => {
  const violations = collectViolations(page);
  const injected = new Set<string>();
  const collectInjectedStyles = async () => {
    const sheets = await page
      .locator('style')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    for (const css of sheets) injected.add(sha256(css));
  };
  const requests = watchRequests(page);
  await page.goto(`${origin}/`);
  await settled(page, requests);
  await collectInjectedStyles();
  // The toast library injects its stylesheet with the first toast, here the one after signing up.
  await page.goto(`${origin}/signup`);
  const signup = page.getByRole('dialog', { name: 'Signup' });
  await signup.getByLabel('Name').fill('Asha Das');
  await signup.getByLabel('Email').fill('asha_22@ece.nits.ac.in');
  await signup.getByLabel('Password').fill('secret12');
  await signup.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  await collectInjectedStyles();
  expect(violations).toEqual([]);
  const attributes = preRenderedStyleAttributes();
  const used = new Set([...injected, ...attributes.map(sha256)]);
  const csp = parseCsp(headersFor(hosting, '/')['content-security-policy'] ?? '');
  const styleSrc = csp.get('style-src') ?? [];
  const allowed = styleSrc.filter((source) => source.startsWith("'sha256-"));
  expect(allowed.filter((hash) => !used.has(hash))).toEqual([]);
  expect([...used].filter((hash) => !allowed.includes(hash))).toEqual([]);
  expect(styleSrc.includes("'unsafe-hashes'")).toBe(attributes.length > 0);
});
