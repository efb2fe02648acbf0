import { describe, expect, it } from 'vitest';
import { injectPage } from './prerender.mjs';
import { headTags, robotsTxt, siteUrl, sitemapXml } from './seo-files.mjs';

const origin = 'https://ecs.example.org';
const members = {
  title: 'Members | ECS NIT Silchar',
  description: 'Office bearers, senior and junior members of ECS, NIT Silchar.',
  path: '/members',
};

describe('seo files', () => {
  it('takes SITE_URL without a trailing slash, with a default, and rejects non-URLs', () => {
    expect(siteUrl('https://ecs.example.org/')).toBe(origin);
    expect(siteUrl('')).toBe('https://ecs-nits.web.app');
    expect(() => siteUrl('ecs.example.org')).toThrow(/SITE_URL must be an absolute URL/);
    expect(() => siteUrl('ftp://ecs.example.org')).toThrow(/must start with https/);
  });

  it('gives each page an absolute canonical and Open Graph tags from its head', () => {
    const tags = headTags({ head: members, status: 200 }, origin);
    expect(tags).toContain('<link rel="canonical" href="https://ecs.example.org/members" />');
    expect(tags).toContain('<meta property="og:url" content="https://ecs.example.org/members" />');
    expect(tags).toContain('<meta property="og:title" content="Members | ECS NIT Silchar" />');
    expect(tags).toContain(`<meta property="og:description" content="${members.description}" />`);
    expect(tags).toContain(
      '<meta property="og:image" content="https://ecs.example.org/icons/og-image.png" />',
    );
    expect(tags).toContain('<meta property="og:type" content="website" />');
  });

  it('escapes quotes in titles and gives the 404 page no canonical', () => {
    const tags = headTags(
      { head: { ...members, title: 'A "quoted" <title>' }, status: 404 },
      origin,
    );
    expect(tags).toContain('content="A &quot;quoted&quot; &lt;title&gt;"');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });

  it('writes the tags into the pre-rendered page head', () => {
    const template =
      '<html><head><title>x</title><meta name="description" content="y" /></head><body><div id="root"></div></body></html>';
    const page = injectPage(template, { html: '<main></main>', head: members, status: 200 });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${siteUrl()}/members" />`);
    expect(head).toContain('<meta property="og:title" content="Members | ECS NIT Silchar" />');
  });

  it('allows every crawler and lists the sitemap and the pre-rendered routes', () => {
    expect(robotsTxt(origin)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://ecs.example.org/sitemap.xml\n',
    );
    const sitemap = sitemapXml(origin, ['/', '/members', '/notes/First']);
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(sitemap.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://ecs.example.org/</loc>',
      '<loc>https://ecs.example.org/members</loc>',
      '<loc>https://ecs.example.org/notes/First</loc>',
    ]);
  });
});
