import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseCsp, projectRoot, readHosting } from '../../scripts/hosting-rules.ts';

/**
 * Serves the build with the headers firebase.json gives each path, so Chromium
 * enforces the production Content-Security-Policy, and fails on any violation.
 */
const hosting = readHosting();

const routes = [
  '/',
  '/members',
  '/events',
  '/about',
  '/Spectrum',
  '/feed',
  '/developers',
  '/login',
  '/signup',
  '/notes/First',
  '/resourcehub',
  '/CoS',
  '/CoS/leaderboard',
  '/no-such-page',
];

async function withHostingHeaders(page: Page, baseURL: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.route(`${baseURL}/**`, async (route) => {
    const response = await route.fetch();
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({
      response,
      headers: { ...response.headers(), ...headersFor(hosting, path) },
    });
  });
  return violations;
}

for (const path of routes) {
  test(`${path} runs under the production Content-Security-Policy`, async ({ page, baseURL }) => {
    const violations = await withHostingHeaders(page, baseURL ?? '');
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
}

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

test('style-src allows no style the site does not use', async ({ page, baseURL }) => {
  await withHostingHeaders(page, baseURL ?? '');
  const injected = new Set<string>();
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.Toastify')).toBeAttached();
    const sheets = await page
      .locator('style')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    for (const css of sheets) injected.add(sha256(css));
  }
  const used = new Set([...injected, ...preRenderedStyleAttributes().map(sha256)]);
  const styleSrc =
    parseCsp(headersFor(hosting, '/')['content-security-policy'] ?? '').get('style-src') ?? [];
  const allowed = styleSrc.filter((source) => source.startsWith("'sha256-"));
  expect(allowed.filter((hash) => !used.has(hash))).toEqual([]);
  expect([...used].filter((hash) => !allowed.includes(hash))).toEqual([]);
  expect(styleSrc.includes("'unsafe-hashes'")).toBe(preRenderedStyleAttributes().length > 0);
});
