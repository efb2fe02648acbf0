import { join, relative } from 'node:path';
// The middleware itself: the package's entry offers it only as a CommonJS `default`.
import superstatic from 'superstatic/lib/superstatic.js';
import type { Plugin } from 'vite';
import { projectRoot, readHosting } from './hosting-rules.ts';

/**
 * What Firebase Hosting does with a request for a file under `outDir`, as firebase.json's
 * hosting block says: superstatic, the engine of the Hosting emulator, answers every request.
 */
export function hostingMiddleware(outDir: string): ReturnType<typeof superstatic> {
  // superstatic's types know only glob rules; it takes firebase.json's `regex` rules too.
  const config: NonNullable<Parameters<typeof superstatic>[0]>['config'] = JSON.parse(
    JSON.stringify({ ...readHosting(), public: relative(projectRoot, outDir) }),
  );
  return superstatic({
    config,
    cwd: projectRoot,
    stack: 'strict',
    fallthrough: false,
    compression: true,
  });
}

/**
 * `npm run preview` (and the journeys and Lighthouse, which run on it) serves the build as
 * Firebase Hosting does: each pre-rendered page at its clean URL in any letter case, the app
 * shell for the client-only paths, 404.html for the rest, with Hosting's headers.
 */
export function hostingPreview(): Plugin {
  return {
    name: 'ecs-hosting-preview',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use(hostingMiddleware(outDir));
    },
  };
}
