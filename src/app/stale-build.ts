/**
 * After a deploy, a tab opened before it still asks for the old build's hashed chunks, which
 * are gone. Loading the page afresh gets the new build. A mark in sessionStorage stops a
 * reload loop when a chunk is missing for another reason: the error page shows instead.
 */
const RELOADED_AT_KEY = 'ecs.staleBuildReloadAt';
const LOOP_GUARD_MS = 10_000;

/** The messages browsers give a dynamic import() that failed to load, and Vite's own. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(
    message,
  );
}

interface ReloaderEnvironment {
  storage: () => Storage;
  reload: () => void;
  now: () => number;
}

export function createNewBuildReloader({ storage, reload, now }: ReloaderEnvironment) {
  let reloading = false;

  /** Whether a reload may happen now: none already under way or done in the last seconds. */
  function mayReload(): boolean {
    if (reloading) return true;
    try {
      const last = Number(storage().getItem(RELOADED_AT_KEY));
      return !(last > 0 && now() - last < LOOP_GUARD_MS);
    } catch {
      // Storage refused (a privacy mode): without the mark, a reload could loop.
      return false;
    }
  }

  return {
    mayReload,
    /** Reloads once for a new build; false when the mark says that was just tried. */
    reload(): boolean {
      if (reloading) return true;
      if (!mayReload()) return false;
      storage().setItem(RELOADED_AT_KEY, String(now()));
      reloading = true;
      reload();
      return true;
    },
  };
}

export const newBuildReloader = createNewBuildReloader({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});
