// Search and sharing files written at build time (called by scripts/build/prerender.mjs):
// robots.txt, sitemap.xml of the pre-rendered routes, and the canonical and
// Open Graph tags of each page. SITE_URL sets the public origin
// (default https://ecs-nits.web.app), e.g. `SITE_URL=https://ecs.example.org npm run build`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const DEFAULT_SITE_URL = 'https://ecs-nits.web.app';
export const OG_IMAGE = { path: '/icons/og-image.png', width: 1200, height: 630 };

/** The public origin without a trailing slash; throws on anything but an http(s) URL. */
export function siteUrl(value = process.env.SITE_URL) {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// (or http://), got "${raw}".`);
  }
  return url.href.replace(/\/+$/, '');
}

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const pageUrl = (origin, path) => `${origin}${path === '/' ? '/' : path}`;

/** Canonical and Open Graph tags for one page; the 404 page gets no canonical or og:url. */
export function headTags({ head, status = 200 }, origin = siteUrl()) {
  const tag = (attribute, name, content) =>
    `<meta ${attribute}="${name}" content="${escapeAttribute(content)}" />`;
  const url = pageUrl(origin, head.path);
  const tags = [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', 'ECS NIT Silchar'),
    tag('property', 'og:title', head.title),
    tag('property', 'og:description', head.description),
    tag('property', 'og:image', `${origin}${OG_IMAGE.path}`),
    tag('property', 'og:image:width', String(OG_IMAGE.width)),
    tag('property', 'og:image:height', String(OG_IMAGE.height)),
    tag('property', 'og:image:alt', 'ECS, Electronics and Communication Society, NIT Silchar'),
    tag('name', 'twitter:card', 'summary_large_image'),
  ];
  if (status !== 200) return tags.join('\n    ');
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    tag('property', 'og:url', url),
    ...tags,
  ].join('\n    ');
}

export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin, paths) {
  const entries = paths.map(
    (path) => `  <url>\n    <loc>${escapeAttribute(pageUrl(origin, path))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Writes dist/robots.txt and dist/sitemap.xml for the pre-rendered routes. */
export async function writeSeoFiles(dist, paths, origin = siteUrl()) {
  await writeFile(join(dist, 'robots.txt'), robotsTxt(origin));
  await writeFile(join(dist, 'sitemap.xml'), sitemapXml(origin, paths));
}
