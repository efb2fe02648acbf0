import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts public/favicon.svg into index.html as a data URL: a favicon file is one more request,
 * and one that finished before a page's largest paint counted against its LCP in Lighthouse's
 * simulation (docs/performance.md). The file stays the one source of the icon.
 */
export function inlineFavicon(root: string): Plugin {
  return {
    name: 'ecs-inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8').trim();
      return html.replace(
        'href="/favicon.svg"',
        `href="data:image/svg+xml,${encodeURIComponent(svg)}"`,
      );
    },
  };
}
