// Writes every public route to static HTML after `vite build`, so content is
// visible before JavaScript runs. Each page goes to dist/<path>.html (served at
// the clean URL by Firebase Hosting's cleanUrls and by `npm run preview`);
// dist/spa.html is the empty app shell for everything else.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headTags, writeSeoFiles } from './seo-files.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const ssrDir = join(root, 'dist-ssr');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const imagePreload = (href, media) =>
  `<link rel="preload" as="image" href="${href}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;

/**
 * Preload links for the image a page marks `fetchpriority="high"` (its largest paint), so
 * it is requested with the stylesheet. Inside a <picture>, each <source> is preloaded for
 * its media and the <img> for the rest.
 */
export function priorityImagePreloads(html) {
  const links = [];
  for (const image of html.matchAll(/<img\b[^>]*\sfetchpriority="high"[^>]*>/g)) {
    const before = html.slice(0, image.index);
    const pictureStart = before.lastIndexOf('<picture');
    const sources =
      pictureStart > before.lastIndexOf('</picture>')
        ? [...before.slice(pictureStart).matchAll(/<source\b[^>]*>/g)].map(([tag]) => tag)
        : [];
    if (sources.length > 1) {
      throw new Error('A priority <picture> may have one <source>: its preload media is negated.');
    }
    const [source] = sources;
    const sourceMedia = source && attribute(source, 'media');
    if (source) links.push(imagePreload(attribute(source, 'srcset'), sourceMedia));
    links.push(
      imagePreload(attribute(image[0], 'src'), sourceMedia && `not all and ${sourceMedia}`),
    );
  }
  return links;
}

export function injectPage(template, { html, head, status }) {
  const headHtml = [headTags({ head, status }), ...priorityImagePreloads(html)].join('\n    ');
  return template
    .replace('</head>', `  ${headHtml}\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

export function outputFile(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  }
  await writeFile(join(dist, 'spa.html'), template);
  const { render, prerenderPaths } = await import(
    pathToFileURL(join(ssrDir, 'entry-server.js')).href
  );
  for (const path of prerenderPaths) {
    const page = await render(path);
    if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
    const file = join(dist, outputFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, injectPage(template, page));
  }
  const notFound = await render('/404');
  await writeFile(join(dist, '404.html'), injectPage(template, notFound));
  await rm(ssrDir, { recursive: true, force: true });
  await writeSeoFiles(dist, prerenderPaths);
  console.info(`Pre-rendered ${prerenderPaths.length} routes and 404.html into dist/.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
