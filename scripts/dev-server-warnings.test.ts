import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A logger that keeps every warning `npm start` would print. */
function recordingLogger(warnings: string[]): Logger {
  const logger = createLogger('silent');
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  return logger;
}

describe('npm start', () => {
  it('transforms every stylesheet without a warning', async () => {
    const warnings: string[] = [];
    // A cache of its own: with another config it would rewrite node_modules/.vite under the dev
    // server of the integration journeys that run beside the unit tests.
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'ecs-vite-'));
    const server = await createServer({
      root,
      cacheDir,
      configFile: path.join(root, 'vite.config.ts'),
      customLogger: recordingLogger(warnings),
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const stylesheets = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => `src/${file.split(path.sep).join('/')}`);
      expect(stylesheets.length).toBeGreaterThan(20);
      for (const file of stylesheets) {
        expect(await server.transformRequest(`/${file}`), file).not.toBeNull();
      }
    } finally {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
    expect(warnings).toEqual([]);
  }, 60_000);
});
