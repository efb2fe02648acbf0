import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the perf runs drive (Lighthouse measures the full browser a visitor has):
 * $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright already has.
 * Nothing is downloaded. Plain JavaScript so that both playwright.config.ts and lab/perf/perf.mjs
 * can import it.
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

/**
 * Debian's build of Chromium's headless shell (`apt-get install -y chromium-headless-shell`): the
 * same engine without the full browser around it, which is what Playwright itself runs headless.
 * It does the journeys' work with about a third less CPU than `chromium --headless=new` on this
 * project's 2-core machine (docs/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys and the tests that open pages launch, with the flags it needs:
 * $CHROMIUM_PATH, else the headless shell, else the browser of `chromiumPath()`.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function journeyChromium() {
  const executablePath =
    !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
  // The shell is headless and nothing else: it has no `--headless=new` mode to be asked for.
  const isShell = executablePath.endsWith('headless-shell');
  return {
    executablePath,
    args: isShell ? CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')) : CHROMIUM_ARGS,
  };
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
