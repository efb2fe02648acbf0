import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_SOURCES, staleDistReason } from './dist-freshness.ts';

/** A project as the build leaves it: every source written at 10:00, dist/ from 10:05 to 10:06. */
const SOURCES_AT = new Date('2026-12-05T10:00:00');
const BUILD_BEGAN = new Date('2026-12-05T10:05:00');
const BUILD_ENDED = new Date('2026-12-05T10:06:00');

let root = '';

function write(path: string, at: Date): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, path);
  utimesSync(file, at, at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dist-freshness-'));
  for (const path of BUILD_SOURCES) {
    write(path.includes('.') ? path : `${path}/index.ts`, SOURCES_AT);
  }
  write('src/pages/home-page.tsx', SOURCES_AT);
  write('dist/assets/main.js', BUILD_BEGAN);
  write('dist/index.html', BUILD_ENDED);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleDistReason', () => {
  it('lets the journeys run on a build made after every source changed', () => {
    expect(staleDistReason(root)).toBeNull();
  });

  it('lets them run when the last change came just before the build began', () => {
    write('src/pages/home-page.tsx', new Date('2026-12-05T10:04:59'));
    expect(staleDistReason(root)).toBeNull();
  });

  it.each([
    'src/pages/home-page.tsx',
    'src/content/events.ts',
    'public/images/new.svg',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/build/prerender.mjs',
    'database.rules.json',
    '.env.production',
  ])('refuses a build older than %s, naming it and the way out', (path) => {
    write(path, new Date('2026-12-05T10:05:30'));
    const reason = staleDistReason(root);
    expect(reason).toContain(`dist/ is older than its source: ${path} changed at 10:05:30`);
    expect(reason).toContain('after the build of 10:05:00');
    expect(reason).toContain('run `npm run build`');
  });

  it('ignores what the build never reads: unit tests and their helpers, notes, the journeys', () => {
    const later = new Date('2026-12-05T11:00:00');
    for (const path of ['src/app/routes.test.ts', 'src/a.test.tsx', 'src/test/setup.ts']) {
      write(path, later);
    }
    write('docs/testing.md', later);
    write('tests/e2e/site-walk.spec.ts', later);
    expect(staleDistReason(root)).toBeNull();
  });

  it('refuses when there is no build', () => {
    rmSync(join(root, 'dist'), { recursive: true });
    expect(staleDistReason(root)).toBe('There is no build in dist/: run `npm run build` first.');
  });

  it('fails when a source it names is gone, so that a move updates the list', () => {
    rmSync(join(root, 'scripts/build/prerender.mjs'));
    expect(() => staleDistReason(root)).toThrow(/scripts\/build\/prerender\.mjs: not found/);
  });
});
