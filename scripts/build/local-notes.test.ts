import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NOTES_PATH } from '../../src/backend/local/local-notes-path.ts';
import { SAMPLE_NOTES_FILE } from './check-notes-links.mjs';
import { localNotes } from './local-notes.ts';

describe("local mode's notes, served beside the site", () => {
  let server: ViteDevServer;
  let origin = '';
  // A cache of its own: with another config it would rewrite node_modules/.vite under the dev
  // server of the integration journeys that run beside the unit tests.
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'ecs-vite-'));

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      cacheDir,
      logLevel: 'silent',
      plugins: [localNotes()],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('answers the path local mode asks with the sample file, never cached', async () => {
    const response = await fetch(`${origin}${LOCAL_NOTES_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')));
  });
});
