import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NOTES_PATH } from '../../src/backend/local/local-notes-path.ts';
import { SAMPLE_NOTES_FILE } from './check-notes-links.mjs';
import { localNotes } from './local-notes.ts';

describe("local mode's notes, served beside the site", () => {
  let server: ViteDevServer;
  let origin = '';

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [localNotes()],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  it('answers the path local mode asks with the sample file, never cached', async () => {
    const response = await fetch(`${origin}${LOCAL_NOTES_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')));
  });
});
