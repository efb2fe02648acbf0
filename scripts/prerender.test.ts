import { describe, expect, it } from 'vitest';
import { injectPage, outputFile, withAppPreloads } from './prerender.mjs';

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

describe('withAppPreloads', () => {
  const chunk = (facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
    isEntry,
    isDynamicEntry: !isEntry,
    facadeModuleId,
    imports,
    dynamicImports: [],
    modules: [],
  });
  const report = {
    'assets/index-1.js': chunk('index.html', [], true),
    'assets/main-2.js': chunk('src/main.tsx', ['assets/react-3.js', 'assets/index-1.js']),
    'assets/react-3.js': chunk(null),
    'assets/home-page-4.js': chunk('src/pages/home-page.tsx', ['assets/react-3.js']),
  };

  it('preloads the app chunk and its imports, not the boot entry or route chunks', () => {
    const html = withAppPreloads(template, report);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloaded.map((match) => match[1]).sort()).toEqual([
      '/assets/main-2.js',
      '/assets/react-3.js',
    ]);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when there is no app chunk', () => {
    const withoutApp = Object.fromEntries(
      Object.entries(report).filter(([, chunk]) => chunk.facadeModuleId !== 'src/main.tsx'),
    );
    expect(() => withAppPreloads(template, withoutApp)).toThrow(/No chunk for src\/main\.tsx/);
  });
});
