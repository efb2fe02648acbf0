import { expect, type Page, type Request } from '@playwright/test';
import { pageIdle } from './hydration.ts';

/** Checks a condition that no locator holds (the address, a count) at a locator assertion's pace. */
export const QUICK_POLL = { intervals: [20, 50, 100] };

/** A page that asks for more this many times in a row is not settling. */
const MAX_ROUNDS = 20;

export interface RequestWatch {
  /** The requests sent and not yet answered (or failed). */
  inFlight: Set<Request>;
  /** How many requests the page has sent. */
  sent: number;
}

/** Watches the requests the page sends from now on: call it before the page loads. */
export function watchRequests(page: Page): RequestWatch {
  const watch: RequestWatch = { inFlight: new Set(), sent: 0 };
  page.on('request', (request) => {
    watch.inFlight.add(request);
    watch.sent += 1;
  });
  page.on('requestfinished', (request) => watch.inFlight.delete(request));
  page.on('requestfailed', (request) => watch.inFlight.delete(request));
  return watch;
}

/**
 * Waits until the page has settled: every request it sent is answered, and its main thread has
 * run what the answers started (a chunk's module, the notes' links, a stylesheet it injects)
 * without asking for anything more. Unlike the 'networkidle' load state, it ends as soon as that
 * is so, instead of after half a second of silence, and it can be asked again after a scroll.
 */
export async function settled(page: Page, watch: RequestWatch): Promise<void> {
  const loading = () => [...watch.inFlight].map((request) => request.url());
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await expect.poll(loading, QUICK_POLL).toEqual([]);
    const sent = watch.sent;
    await pageIdle(page);
    if (watch.sent === sent && watch.inFlight.size === 0) return;
  }
  throw new Error(`${page.url()} kept asking for more through ${MAX_ROUNDS} idle moments`);
}

/** Waits until the page has drawn two more frames: what the last change brought about is drawn. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}
