import { useSyncExternalStore } from 'react';

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
 */
export function useNow(): number | undefined {
  return useSyncExternalStore<number | undefined>(
    subscribe,
    () => now,
    () => undefined,
  );
}
