import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
// The middleware itself: the package's entry offers it only as a CommonJS `default`.
import superstatic from 'superstatic/lib/superstatic.js';
import type { Connect, Plugin } from 'vite';
import { projectRoot, readHosting } from './hosting-rules.ts';

/**
 * What Firebase Hosting does with a request for a file under `outDir`, as firebase.json's
 * hosting block says (superstatic is the Hosting emulator's engine): its redirects, headers,
 * clean URLs and rewrites. A path none of them serves goes on to `next`, where Hosting would
 * answer 404.html.
 */
export function hostingMiddleware(outDir: string): Connect.NextHandleFunction {
  // superstatic's types know only glob rules; it takes firebase.json's `regex` rules too.
  const config: NonNullable<Parameters<typeof superstatic>[0]>['config'] = JSON.parse(
    JSON.stringify({ ...readHosting(), public: relative(projectRoot, outDir) }),
  );
  const serve = superstatic({
    config,
    cwd: projectRoot,
    stack: ['redirects', 'headers', 'files', 'rewrites'],
    fallthrough: true,
    compression: true,
  });
  return (request, response, next) => serve(request, response, next);
}

/**
 * A page path Hosting has no file or rewrite for gets the app shell here, which shows the
 * not-found page (Hosting sends 404.html, the same page pre-rendered); other files go on.
 */
function appShell(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (!pathname.includes('.')) request.url = '/spa.html';
  next();
}

/**
 * `npm run preview` (and the journeys and Lighthouse, which run on it) serves the build as
 * Firebase Hosting does: each pre-rendered page at its clean URL in any letter case, the app
 * shell for the client-only paths, with Hosting's headers.
 */
export function hostingPreview(): Plugin {
  return {
    name: 'ecs-hosting-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(hostingMiddleware(outDir));
      server.middlewares.use(appShell);
    },
  };
}
