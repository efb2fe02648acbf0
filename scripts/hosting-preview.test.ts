import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingMiddleware } from './hosting-preview.ts';

describe('the preview serves clean URLs as Firebase Hosting does (firebase.json)', () => {
  let outDir = '';
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'ecs-dist-'));
    const files = ['index.html', 'spa.html', '404.html', 'members.html', 'CoS.html'];
    for (const file of [...files, 'notes/First.html']) {
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), file);
    }
    const serve = hostingMiddleware(outDir);
    server = createServer((request, response) => serve(request, response, () => undefined));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
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
    // A rewrite names the page without a slash; Hosting drops a slash only before a file it has.
    expect(await served('/Notes/FIRST/')).toBe('404 404.html');
  });

  it('serves the home page from index.html', async () => {
    expect(await served('/')).toBe('200 index.html');
  });

  it('serves the app shell for client-only paths, and 404.html for unknown ones', async () => {
    expect(await served('/CoS/leaderboard')).toBe('200 spa.html');
    expect(await served('/resourcehub')).toBe('200 spa.html');
    expect(await served('/notes/Ninth')).toBe('404 404.html');
    expect(await served('/no/such/page')).toBe('404 404.html');
  });

  it('leads an explicit .html request to the clean URL', async () => {
    expect(await served('/members.html')).toBe('200 members.html');
  });
});
