import { useDeferredValue, useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The browser's clock, read every half minute: undefined while the page is pre-rendered and
 * hydrating, so HTML built on one day never states what only the day of the visit can say (what
 * is upcoming, what is open). React renders the hydrated page again with the clock.
 *
 * Deferred: a store's change renders synchronously, so the page's regrouping (on /events, every
 * past event's card made anew) would block the main thread in one long task just after
 * hydration. The deferred value is rendered in the background instead, in slices that yield to
 * the browser. A page navigated to renders with the clock at once.
 */
export function useNow(): number | undefined {
  return useDeferredValue(
    useSyncExternalStore<number | undefined>(
      subscribe,
      () => now,
      () => undefined,
    ),
  );
}
