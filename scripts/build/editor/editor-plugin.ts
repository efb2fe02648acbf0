import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { stringify } from 'yaml';
import { cmsConfig, type EditorBackend } from '../content/cms-config.ts';

/** Decap CMS's own bundle and the chunks and WebAssembly it loads beside itself. */
const DECAP_DIST = join(import.meta.dirname, '../../../node_modules/decap-cms/dist');
const isDecapFile = (name: string) =>
  /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm');

/** The editor's page: Decap CMS from this site's own files, its configuration beside it. */
export const EDITOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Editor | ECS NIT Silchar</title>
    <link href="/editor/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/editor/decap-cms.js"></script>
  </body>
</html>
`;

/** Where the editor saves in production; the repository and its OAuth client are settings. */
function productionBackend(): EditorBackend {
  return {
    repo: process.env.CMS_GITHUB_REPO ?? 'ecs-nits/website',
    branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
    authUrl: process.env.CMS_AUTH_URL || undefined,
  };
}

/** The configuration `npm run editor` serves: the working copy, through decap-server. */
export function localBackend(port: number): EditorBackend {
  return { ...productionBackend(), localProxyUrl: `http://127.0.0.1:${port}/api/v1` };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * The committee's editor at /editor (docs/content.md#the-editor): its own page, apart from the
 * app, so nothing of it reaches the public pages' scripts. `npm start` serves it against the
 * working copy; `npm run build` writes it to dist/ for the GitHub backend.
 */
export function editorPage(): Plugin {
  let ssr = false;
  return {
    name: 'ecs-editor',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const port = Number(process.env.DECAP_SERVER_PORT ?? 8081);
      const serve: Connect.NextHandleFunction = (request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const file =
          path === '/editor' || path === '/editor/'
            ? 'index.html'
            : path.replace(/^\/editor\//, '');
        if (!path.startsWith('/editor')) return next();
        const body =
          file === 'index.html'
            ? EDITOR_HTML
            : file === 'config.yml'
              ? stringify(cmsConfig(localBackend(port)))
              : isDecapFile(file)
                ? readFileSync(join(DECAP_DIST, file))
                : undefined;
        if (body === undefined) return next();
        response.setHeader('Content-Type', MIME[file.slice(file.lastIndexOf('.'))] ?? 'text/plain');
        response.end(body);
      };
      server.middlewares.use(serve);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: 'editor.html', source: EDITOR_HTML });
      this.emitFile({
        type: 'asset',
        fileName: 'editor/config.yml',
        source: stringify(cmsConfig(productionBackend())),
      });
      for (const name of readdirSync(DECAP_DIST).filter(isDecapFile))
        this.emitFile({
          type: 'asset',
          fileName: `editor/${name}`,
          source: readFileSync(join(DECAP_DIST, name)),
        });
    },
  };
}
