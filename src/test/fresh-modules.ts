import { afterAll, vi } from 'vitest';

/**
 * The unit projects run a worker's test files one after another in one module cache and one
 * environment (`isolate: false` in vitest.config.ts), which spares each file a fresh worker and,
 * in jsdom, a fresh window. Each file still evaluates the project's code it imports anew, as in
 * a worker of its own, and leaves the next file no fake clock, stub, spy or address. Libraries
 * (node_modules) load once per worker, as they do within a file: the <style> that
 * react-toastify and typewriter-effect insert on loading stays in the page's head.
 */
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
