import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineFavicon } from './inline-favicon.ts';

const root = resolve(import.meta.dirname, '../..');

describe('inlineFavicon', () => {
  it("puts public/favicon.svg into index.html's icon link, so no page requests it", () => {
    const transform = inlineFavicon(root).transformIndexHtml as IndexHtmlTransformHook;
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const page = transform.call(undefined as never, html, { path: '/index.html', filename: '' });
    const svg = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8').trim();
    expect(page).toContain(`<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    expect(page).not.toContain('/favicon.svg');
  });
});
