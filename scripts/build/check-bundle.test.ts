import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, checkBundle, staticClosure } from './check-bundle.mjs';

interface Chunk {
  facadeModuleId?: string;
  imports?: string[];
  dynamicImports?: string[];
  modules?: string[];
  isEntry?: boolean;
}

function chunk({
  facadeModuleId,
  imports = [],
  dynamicImports = [],
  modules = [],
  isEntry = false,
}: Chunk) {
  return {
    isEntry,
    isDynamicEntry: !isEntry && Boolean(facadeModuleId),
    facadeModuleId: facadeModuleId ?? null,
    imports,
    dynamicImports,
    modules,
  };
}

const routes = ['home-page', 'members-page', 'cos-page', 'leaderboard-page'];

/** The shape Vite builds: a tiny boot entry that imports the app after first paint. */
function build(extra: Record<string, ReturnType<typeof chunk>> = {}) {
  return {
    'entry.js': chunk({ isEntry: true, facadeModuleId: 'index.html', dynamicImports: ['app.js'] }),
    'app.js': chunk({
      facadeModuleId: 'src/main.tsx',
      imports: ['react.js'],
      dynamicImports: routes.map((name) => `${name}.js`),
      modules: ['node_modules/react/index.js'],
    }),
    'react.js': chunk({ modules: ['node_modules/react-dom/index.js'] }),
    ...Object.fromEntries(
      routes.map((name) => [`${name}.js`, chunk({ facadeModuleId: `src/pages/${name}.tsx` })]),
    ),
    ...extra,
  };
}

const sizesOf = (report: object, bytes = 1000) =>
  Object.fromEntries(Object.keys(report).map((file) => [file, bytes]));

describe('check-bundle', () => {
  it('follows static imports only for what loads with a chunk', () => {
    const report = build();
    expect([...staticClosure(report, ['app.js'])].sort()).toEqual(['app.js', 'react.js']);
  });

  it('passes a small home page with the lazy libraries behind dynamic imports', () => {
    const report = build({
      'cos-page.js': chunk({ facadeModuleId: 'src/pages/cos-page.tsx', dynamicImports: ['db.js'] }),
      'db.js': chunk({
        modules: ['node_modules/@firebase/firestore/dist/lite/index.browser.esm.js'],
      }),
    });
    const result = checkBundle(report, sizesOf(report));
    expect(result.failures).toEqual([]);
    expect(result.initial.sort()).toEqual(['app.js', 'entry.js', 'home-page.js', 'react.js']);
    expect(result.initialBytes).toBe(4000);
  });

  it('says so when the boot entry no longer loads the app chunk', () => {
    const report = build();
    const withoutApp = { ...report, 'app.js': { ...report['app.js'], facadeModuleId: 'src/x.ts' } };
    expect(checkBundle(withoutApp, sizesOf(withoutApp)).failures).toEqual([
      'No chunk for src/main.tsx: does src/boot.ts still import it?',
    ]);
  });

  it('accepts a lazily loaded game backend with Firestore that the entry can import on /CoS', () => {
    const report = build({
      'app.js': chunk({
        facadeModuleId: 'src/main.tsx',
        dynamicImports: [...routes.map((name) => `${name}.js`), 'game.js'],
      }),
      'cos-page.js': chunk({ facadeModuleId: 'src/pages/cos-page.tsx', imports: ['app.js'] }),
      'game.js': chunk({
        facadeModuleId: 'src/backend/firebase/game.ts',
        modules: ['node_modules/@firebase/firestore/dist/lite/index.browser.esm.js'],
      }),
    });
    expect(checkBundle(report, sizesOf(report)).failures).toEqual([]);
  });

  it('fails when the initial JS is over 90 KB gzip', () => {
    const report = build();
    const sizes = { ...sizesOf(report), 'react.js': BUDGET_BYTES };
    expect(checkBundle(report, sizes).failures[0]).toMatch(/initial JS is 92\.9 KB gzip .* over/);
  });

  it('names a lazy library that the home route imports statically', () => {
    const report = build({
      'home-page.js': chunk({ facadeModuleId: 'src/pages/home-page.tsx', imports: ['vendor.js'] }),
      'vendor.js': chunk({ modules: ['node_modules/swiper/swiper.mjs'] }),
    });
    expect(checkBundle(report, sizesOf(report)).failures).toEqual([
      expect.stringMatching(/^Swiper is in the home page's initial JS: vendor\.js bundles/),
    ]);
  });

  it("fails when the game's rules load with the home page", () => {
    const report = build({
      'home-page.js': chunk({ facadeModuleId: 'src/pages/home-page.tsx', imports: ['shared.js'] }),
      'shared.js': chunk({ modules: ['src/game/numbers.ts', 'src/game/machine.ts'] }),
    });
    expect(checkBundle(report, sizesOf(report)).failures).toEqual([
      expect.stringMatching(
        /^src\/game\/ \(the game's rules\) is in the home page's initial JS: shared\.js/,
      ),
    ]);
  });

  it('fails when Firestore is reachable outside the /CoS routes', () => {
    const report = build({
      'members-page.js': chunk({
        facadeModuleId: 'src/pages/members-page.tsx',
        imports: ['db.js'],
      }),
      'db.js': chunk({ modules: ['node_modules/@firebase/firestore/dist/index.esm.js'] }),
    });
    expect(checkBundle(report, sizesOf(report)).failures).toEqual([
      'Firestore is in db.js, which no /CoS route chunk imports.',
    ]);
  });

  it('fails when a Firestore chunk of the game also loads with another route', () => {
    const report = build({
      'cos-page.js': chunk({ facadeModuleId: 'src/pages/cos-page.tsx', imports: ['db.js'] }),
      'members-page.js': chunk({
        facadeModuleId: 'src/pages/members-page.tsx',
        imports: ['db.js'],
      }),
      'db.js': chunk({ modules: ['node_modules/@firebase/firestore/dist/index.esm.js'] }),
    });
    expect(checkBundle(report, sizesOf(report)).failures).toEqual([
      expect.stringMatching(/^Firestore is in db\.js, which the entry or a non-\/CoS route loads/),
    ]);
  });

  it("accepts uPlot only in a chunk the projector's chart imports on use", () => {
    const projector = (imports: string[], dynamicImports: string[]) =>
      chunk({ facadeModuleId: 'src/pages/projector-page.tsx', imports, dynamicImports });
    const chart = chunk({ modules: ['node_modules/uplot/dist/uPlot.esm.js'] });
    const lazy = build({ 'projector.js': projector([], ['chart.js']), 'chart.js': chart });
    expect(checkBundle(lazy, sizesOf(lazy)).failures).toEqual([]);
    const eager = build({ 'projector.js': projector(['chart.js'], []), 'chart.js': chart });
    expect(checkBundle(eager, sizesOf(eager)).failures).toEqual([
      expect.stringMatching(
        /^uPlot is in chart\.js, which loads other than by the projector's chart/,
      ),
    ]);
  });
});
