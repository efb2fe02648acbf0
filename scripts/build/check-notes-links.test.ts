import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesWithLinks, notesLinks, SAMPLE_NOTES_FILE } from './check-notes-links.mjs';

const sample = JSON.parse(readFileSync(SAMPLE_NOTES_FILE, 'utf8')) as Parameters<
  typeof notesLinks
>[0];

describe('the build holds no notes link', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'ecs-build-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('takes every course structure, subject folder and item of the notes file', () => {
    // Every https address in the file is a link to keep out (the pictures are the site's own).
    const every = JSON.stringify(sample).match(/https:[^"]+/g) ?? [];
    expect(every.length).toBeGreaterThan(0);
    expect(notesLinks(sample).toSorted()).toEqual(every.toSorted());
  });

  it('finds a link in any file, as written or escaped as JSON in a script writes it', () => {
    const [first = '', , third = ''] = notesLinks(sample);
    const escaped = third.replaceAll('/', '\\/');
    const out = build({
      'index.html': '<a href="/resourcehub">Resource Hub</a>',
      'assets/hub-1a2b.js': `const x="${first}";`,
      'notes/Third.html': `<script>JSON.parse('{"d":"${escaped}"}')</script>`,
    });
    expect(filesWithLinks([out], notesLinks(sample))).toEqual([
      { file: join(out, 'assets/hub-1a2b.js'), link: first },
      { file: join(out, 'notes/Third.html'), link: escaped },
    ]);
  });

  it('passes a build without them', () => {
    const out = build({ 'index.html': '<a href="https://drive.google.com/">Drive</a>' });
    expect(filesWithLinks([out], notesLinks(sample))).toEqual([]);
  });
});
