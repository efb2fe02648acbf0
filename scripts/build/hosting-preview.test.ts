import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingPreview } from './hosting-preview.ts';

describe('npm run preview serves clean URLs as Firebase Hosting does (firebase.json)', () => {
  let outDir = '';
  let server: PreviewServer;
  let origin = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'ecs-dist-'));
    const files = ['index.html', 'spa.html', '404.html', 'members.html', 'CoS.html'];
    for (const file of [...files, 'notes/First.html', 'assets/main-C0ffee12.js']) {
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), file);
    }
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      root: outDir,
      build: { outDir },
      plugins: [hostingPreview()],
      preview: { host: '127.0.0.1', port: 0 },
    });
    origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  /** The file served for `path` (following Hosting's redirects), and its status. */
  async function served(path: string) {
    const response = await fetch(`${origin}${path}`);
    return `${response.status} ${await response.text()}`;
  }

  it('serves a pre-rendered page at its clean URL, with or without a trailing slash', async () => {
    expect(await served('/members')).toBe('200 members.html');
    expect(await served('/members/')).toBe('200 members.html');
    expect(await served('/notes/First')).toBe('200 notes/First.html');
  });

  it('serves a pre-rendered page in any letter case, as the hosting rewrites do', async () => {
    expect(await served('/MEMBERS')).toBe('200 members.html');
    expect(await served('/notes/first')).toBe('200 notes/First.html');
    expect(await served('/Notes/FIRST')).toBe('200 notes/First.html');
    expect(await served('/cos')).toBe('200 CoS.html');
    // A rewrite names the page without a slash, and Hosting drops a slash only before a file it
    // has: the app shell then shows the page.
    expect(await served('/Notes/FIRST/')).toBe('200 spa.html');
  });

  it('serves the home page from index.html', async () => {
    expect(await served('/')).toBe('200 index.html');
  });

  it('falls back to the app shell for unknown and client-only paths', async () => {
    expect(await served('/CoS/leaderboard')).toBe('200 spa.html');
    expect(await served('/resourcehub')).toBe('200 spa.html');
    expect(await served('/notes/Ninth')).toBe('200 spa.html');
    expect(await served('/no/such/page')).toBe('200 spa.html');
  });

  it("sends Hosting's headers: the document-only ones on pages, not on scripts", async () => {
    const page = (await fetch(`${origin}/members`)).headers;
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.get('cache-control')).toBe('no-cache');
    const script = (await fetch(`${origin}/assets/main-C0ffee12.js`)).headers;
    expect(script.get('x-content-type-options')).toBe('nosniff');
    expect(script.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.get('content-security-policy')).toBeNull();
    expect(script.get('x-frame-options')).toBeNull();
  });

  it('leads an explicit .html request to the clean URL', async () => {
    expect(await served('/members.html')).toBe('200 members.html');
  });
});
