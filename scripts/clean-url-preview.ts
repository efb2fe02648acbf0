import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite's preview server answers `/members` with the root index.html even when
 * dist/members.html exists; Firebase Hosting (cleanUrls) serves the page's own
 * file. This plugin makes `npm run preview` behave like the host: a clean URL
 * gets its pre-rendered file, and any other page path gets the app shell.
 */
export function cleanUrlPreview(): Plugin {
  return {
    name: 'ecs-clean-url-preview',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (pathname.includes('.') && !pathname.endsWith('.html')) return next();
        const resolved = resolvePage(outDir, decodeURIComponent(pathname));
        req.url = resolved + (query ? `?${query}` : '');
        next();
      });
    },
  };
}

/** The file under `outDir` whose path equals `path` but for letter case, as firebase.json's rewrites do. */
function findIgnoringCase(outDir: string, path: string): string | null {
  let found = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const dir = join(outDir, found);
    if (!existsSync(dir)) return null;
    const entry = readdirSync(dir).find((name) => name.toLowerCase() === segment.toLowerCase());
    if (!entry) return null;
    found = `${found}/${entry}`;
  }
  return found;
}

export function resolvePage(outDir: string, pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/index.html';
  if (pathname.endsWith('.html')) return pathname;
  const candidate = `${trimmed}.html`;
  if (existsSync(join(outDir, candidate))) return candidate;
  return findIgnoringCase(outDir, candidate) ?? '/spa.html';
}
