import { describe, expect, it } from 'vitest';
import { injectPage, outputFile } from './prerender.mjs';

const template = `<!doctype html><html><head>
<title>ECS NIT Silchar</title>
<meta name="description" content="default" />
</head><body><div id="root"></div></body></html>`;

const page = {
  html: '<main id="main"><h1>SENIOR MEMBERS</h1></main>',
  status: 200,
  head: {
    title: 'Members | ECS NIT Silchar',
    description: 'Office "bearers" & members',
    path: '/members',
  },
};

describe('injectPage', () => {
  const html = injectPage(template, page);

  it('puts the rendered page inside #root', () => {
    expect(html).toContain('<div id="root"><main id="main"><h1>SENIOR MEMBERS</h1></main></div>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('sets the page title and an escaped description', () => {
    expect(html).toContain('<title>Members | ECS NIT Silchar</title>');
    expect(html).toContain('content="Office &quot;bearers&quot; &amp; members"');
    expect(html).not.toContain('content="default"');
  });
});

describe('outputFile', () => {
  it('maps routes to the files clean URLs are served from', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/members')).toBe('members.html');
    expect(outputFile('/notes/First')).toBe('notes/First.html');
  });
});
