import { describe, expect, it, vi } from 'vitest';
import { createNewBuildReloader, isChunkLoadError } from './stale-build.ts';

function reloaderAt(time: { now: number }) {
  const reload = vi.fn();
  const reloader = createNewBuildReloader({
    storage: () => sessionStorage,
    reload,
    now: () => time.now,
  });
  return { reload, reloader };
}

describe('reloading for a new build', () => {
  it('knows a failed chunk from other errors', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/members.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and not again on the page that reload brings when the chunk still fails', () => {
    const time = { now: 1_000_000 };
    const first = reloaderAt(time);
    expect(first.reloader.reload()).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    // The same page asks again while the reload is under way: nothing more happens.
    expect(first.reloader.reload()).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);

    time.now += 2_000;
    const afterReload = reloaderAt(time);
    expect(afterReload.reloader.mayReload()).toBe(false);
    expect(afterReload.reloader.reload()).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy', () => {
    const time = { now: 1_000_000 };
    reloaderAt(time).reloader.reload();
    time.now += 60_000;
    const later = reloaderAt(time);
    expect(later.reloader.reload()).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload where sessionStorage is refused, so it cannot loop', () => {
    const reload = vi.fn();
    const reloader = createNewBuildReloader({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      reload,
      now: () => 0,
    });
    expect(reloader.reload()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
