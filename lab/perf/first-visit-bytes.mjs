// `node lab/perf/first-visit-bytes.mjs [pages]`: what a first visit of each page transfers from
// Hosting, after `npm run build`. It serves dist/ as `npm run preview` does (firebase.json's
// headers, compressed as Chromium asks), opens each page in Chromium with an empty cache at a
// phone's size, and sums the bytes on the wire (headers and compressed bodies) of every response
// from the site, by type, until the network has been quiet for 2 s: lazy chunks fetched during
// the load count. docs/performance.md says how the figures are used.
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';

const PAGES = ['/', '/events', '/CoS'];
const QUIET_MS = 2000;
const port = Number(process.env.PERF_PORT ?? 4182);
const origin = `http://127.0.0.1:${port}`;

/** Bytes on the wire of each same-origin response of one visit, by resource type. */
async function visit(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const types = new Map();
  const bytes = {};
  let lastActivity = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (response.url.startsWith(origin)) types.set(requestId, type);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId);
    if (type) bytes[type] = (bytes[type] ?? 0) + encodedDataLength;
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await page.goto(origin + path, { waitUntil: 'load' });
  while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);
  await context.close();
  return bytes;
}

const kib = (value) => (value / 1024).toFixed(1).padStart(7);
const server = await preview({
  root: resolve(import.meta.dirname, '../..'),
  logLevel: 'error',
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  console.info(`${'page'.padEnd(10)} ${'total B'.padStart(8)} ${'KiB'.padStart(7)}  by type (KiB)`);
  for (const path of pages.length > 0 ? pages : PAGES) {
    const bytes = await visit(browser, path);
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    const types = Object.entries(bytes).map(([type, value]) => `${type} ${kib(value).trim()}`);
    console.info(
      `${path.padEnd(10)} ${String(total).padStart(8)} ${kib(total)}  ${types.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
