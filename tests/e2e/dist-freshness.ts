import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm run build` makes dist/ from: the app and its content (src/), the files copied as they
 * are (public/), the page template, the compiled database rules local mode judges by, Vite's and
 * TypeScript's settings, the bundle report's plugin, the locked dependencies and the pre-render's
 * scripts.
 */
export const BUILD_SOURCES = [
  'src',
  'public',
  'index.html',
  'database.rules.json',
  'vite.config.ts',
  'scripts/build/bundle-report.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package-lock.json',
  'scripts/build/prerender.mjs',
  'scripts/build/seo-files.mjs',
  'scripts/build/hosting-preview.ts',
  'scripts/build/local-notes.ts',
  'scripts/build/content',
  'scripts/build/editor',
  'content',
];

/** Vite's environment files, read by the build where they exist. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

/** What the build never reads: the unit tests and their helpers. */
const NOT_BUILT = /\.test\.tsx?$|^src\/test\//;

interface Stamped {
  path: string;
  mtimeMs: number;
}

/** Every file at `path` (itself, or the files under it), relative to `root`, with its mtime. */
function filesAt(root: string, path: string): Stamped[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [{ path, mtimeMs: statSync(full).mtimeMs }];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ path: `${path}/${name}`, stat: statSync(join(full, name)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ path: file, stat }) => ({ path: file, mtimeMs: stat.mtimeMs }));
}

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/**
 * Why the journeys must not run on `root`'s dist/, or null when it was built after every file
 * the build reads last changed. The build empties dist/ first, so its oldest file tells when the
 * build began; a file changed since may have been read before it changed, or not at all.
 */
export function staleDistReason(root: string): string | null {
  const missing = BUILD_SOURCES.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')}: not found, but BUILD_SOURCES in tests/e2e/dist-freshness.ts names them`,
    );
  }
  const built = existsSync(join(root, 'dist')) ? filesAt(root, 'dist') : [];
  if (built.length === 0) return 'There is no build in dist/: run `npm run build` first.';
  const builtAt = Math.min(...built.map((file) => file.mtimeMs));
  const sources = [...BUILD_SOURCES, ...ENV_FILES.filter((path) => existsSync(join(root, path)))]
    .flatMap((path) => filesAt(root, path))
    .filter((file) => !NOT_BUILT.test(file.path));
  const newest = sources.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (newest.mtimeMs <= builtAt) return null;
  return (
    `dist/ is older than its source: ${newest.path} changed at ${clock(newest.mtimeMs)}, ` +
    `after the build of ${clock(builtAt)}. The journeys would test the old site: ` +
    'run `npm run build`, then the journeys again.'
  );
}
