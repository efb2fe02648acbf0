import { describe, expect, it } from 'vitest';
import { injectPage, outputFile, priorityImagePreloads } from './prerender.mjs';

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

describe('priorityImagePreloads', () => {
  it('preloads the priority image of a <picture> per media, and nothing lazy', () => {
    const html =
      '<img src="/logo.svg" alt="">' +
      '<picture><source media="(max-width: 639px)" srcSet="/narrow.svg" width="720"/>' +
      '<img src="/wide.svg" alt="Banner" fetchpriority="high"/></picture>' +
      '<img src="/later.svg" alt="" loading="lazy">';
    expect(priorityImagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/narrow.svg" media="(max-width: 639px)" fetchpriority="high">',
      '<link rel="preload" as="image" href="/wide.svg" media="not all and (max-width: 639px)" fetchpriority="high">',
    ]);
  });

  it('preloads a priority image outside a picture for every screen', () => {
    const html =
      '<picture><img src="/other.svg" alt=""></picture><img src="/first.svg" fetchpriority="high" alt="">';
    expect(priorityImagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/first.svg" fetchpriority="high">',
    ]);
  });

  it('puts the preloads into the page head', () => {
    const html = injectPage(template, {
      ...page,
      html: '<main><img src="/first.svg" fetchpriority="high" alt=""></main>',
    });
    expect(html.indexOf('href="/first.svg"')).toBeLessThan(html.indexOf('</head>'));
  });
});
