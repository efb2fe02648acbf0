import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePage } from './clean-url-preview.ts';

describe('resolvePage (preview serves clean URLs like Firebase Hosting)', () => {
  let outDir = '';

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'ecs-dist-'));
    for (const file of ['index.html', 'spa.html', 'members.html', 'notes/First.html']) {
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), file);
    }
  });

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('serves a pre-rendered page at its clean URL, with or without a trailing slash', () => {
    expect(resolvePage(outDir, '/members')).toBe('/members.html');
    expect(resolvePage(outDir, '/members/')).toBe('/members.html');
    expect(resolvePage(outDir, '/notes/First')).toBe('/notes/First.html');
  });

  it('serves a pre-rendered page in any letter case, as the hosting rewrites do', () => {
    expect(resolvePage(outDir, '/MEMBERS')).toBe('/members.html');
    expect(resolvePage(outDir, '/notes/first')).toBe('/notes/First.html');
    expect(resolvePage(outDir, '/Notes/FIRST/')).toBe('/notes/First.html');
  });

  it('serves the home page from index.html', () => {
    expect(resolvePage(outDir, '/')).toBe('/index.html');
  });

  it('falls back to the app shell for unknown and client-only paths', () => {
    expect(resolvePage(outDir, '/notes/Ninth')).toBe('/spa.html');
    expect(resolvePage(outDir, '/CoS')).toBe('/spa.html');
    expect(resolvePage(outDir, '/no/such/page')).toBe('/spa.html');
  });

  it('leaves explicit .html requests alone', () => {
    expect(resolvePage(outDir, '/members.html')).toBe('/members.html');
  });
});
