import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the e2e and perf runs drive: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else a browser Playwright already has. Nothing is downloaded.
 * Plain JavaScript so that both playwright.config.ts and lab/perf/perf.mjs can import it.
 * @returns {string}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

function safePlaywrightPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
