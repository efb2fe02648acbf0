// The bundle budget (docs/performance.md), checked after `npm run build`:
// the home page's initial JavaScript (the boot entry, the app chunk it imports
// after first paint, the home route chunk main.tsx loads before hydrating, and
// their static imports) is at most 90 KB gzip and holds none of the libraries we keep lazy;
// Firestore lives only in chunks reached from the /CoS routes.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 90 * 1024;
export const APP_MODULE = 'src/main.tsx';
export const HOME_ROUTE = 'src/pages/home-page.tsx';
export const COS_ROUTES = ['src/pages/cos-page.tsx', 'src/pages/leaderboard-page.tsx'];

/** Code that must load on use, never with the home page: libraries, and the game's rules. */
export const LAZY_LIBRARIES = [
  { name: "src/game/ (the game's rules)", pattern: /^src\/game\// },
  { name: 'Firebase', pattern: /node_modules\/(firebase|@firebase)\// },
  { name: 'Swiper', pattern: /node_modules\/swiper\// },
  { name: 'framer-motion', pattern: /node_modules\/(framer-motion|motion-dom|motion-utils)\// },
  { name: 'react-toastify', pattern: /node_modules\/react-toastify\// },
  { name: 'typewriter-effect', pattern: /node_modules\/typewriter-effect\// },
  { name: 'web-vitals', pattern: /node_modules\/web-vitals\// },
  { name: 'uPlot', pattern: /node_modules\/uplot\// },
];
const FIRESTORE = /node_modules\/@firebase\/firestore\//;
/** The projector's chart library: loaded by the chart when it is drawn, by no route itself. */
export const PROJECTOR_ROUTE = 'src/pages/projector-page.tsx';
const CHART_LIBRARY = /node_modules\/uplot\//;
/** Route modules (lazy pages and the not-found page), as opposed to on-use chunks. */
const ROUTE_MODULE = /^src\/(pages\/|.*not-found)/;

/** Chunk files found from `starts` by following the imports `next` names. */
function closure(report, starts, next) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !report[file]) continue;
    seen.add(file);
    queue.push(...next(report[file]));
  }
  return seen;
}

/** Chunk files loaded together with `starts`: follows static imports only. */
export function staticClosure(report, starts) {
  return closure(report, starts, (chunk) => chunk.imports);
}

/** Chunk files that can ever load from `starts`: static and dynamic imports. */
export function reachable(report, starts) {
  return closure(report, starts, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
}

export function chunkOf(report, moduleId) {
  return Object.keys(report).find((file) => report[file].facadeModuleId === moduleId);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files, sizes) => [...files].reduce((total, file) => total + (sizes[file] ?? 0), 0);

/** Pure check over the chunk graph and gzip sizes; returns figures and failures. */
export function checkBundle(report, sizes) {
  const failures = [];
  const entry = Object.keys(report).find((file) => report[file].isEntry);
  const app = chunkOf(report, APP_MODULE);
  const home = chunkOf(report, HOME_ROUTE);
  if (!entry) failures.push('No entry chunk in the build (is index.html the Vite input?).');
  if (!app) failures.push(`No chunk for ${APP_MODULE}: does src/boot.ts still import it?`);
  if (!home) failures.push(`No chunk for ${HOME_ROUTE}: is the home route still a lazy import?`);
  const initial = staticClosure(report, [entry, app, home].filter(Boolean));
  const initialBytes = sum(initial, sizes);
  if (initialBytes > BUDGET_BYTES) {
    const largest = [...initial]
      .sort((a, b) => sizes[b] - sizes[a])
      .map((f) => `${f} ${kb(sizes[f])}`);
    failures.push(
      `Home page initial JS is ${kb(initialBytes)} gzip (${initialBytes} B), over the ${kb(BUDGET_BYTES)} budget by ${kb(initialBytes - BUDGET_BYTES)}. Chunks: ${largest.join(', ')}.`,
    );
  }
  for (const file of initial) {
    for (const library of LAZY_LIBRARIES) {
      const modules = report[file].modules.filter((id) => library.pattern.test(id));
      if (modules.length > 0) {
        failures.push(
          `${library.name} is in the home page's initial JS: ${file} bundles ${modules.slice(0, 3).join(', ')}${modules.length > 3 ? ` and ${modules.length - 3} more` : ''}. Load it with a dynamic import() where it is used.`,
        );
      }
    }
  }
  const cosChunks = COS_ROUTES.map((id) => chunkOf(report, id)).filter(Boolean);
  const fromCos = reachable(report, cosChunks);
  const otherRoutes = Object.keys(report).filter(
    (file) => ROUTE_MODULE.test(report[file].facadeModuleId ?? '') && !cosChunks.includes(file),
  );
  const eagerElsewhere = staticClosure(report, [entry, app, ...otherRoutes].filter(Boolean));
  for (const file of Object.keys(report)) {
    if (!report[file].modules.some((id) => FIRESTORE.test(id))) continue;
    if (!fromCos.has(file)) {
      failures.push(`Firestore is in ${file}, which no /CoS route chunk imports.`);
    } else if (eagerElsewhere.has(file)) {
      failures.push(
        `Firestore is in ${file}, which the entry or a non-/CoS route loads statically; import it dynamically from the game.`,
      );
    }
  }
  const projector = chunkOf(report, PROJECTOR_ROUTE);
  const fromProjector = reachable(report, [projector].filter(Boolean));
  const eagerWithAnyRoute = staticClosure(
    report,
    [entry, app, ...otherRoutes, ...cosChunks].filter(Boolean),
  );
  for (const file of Object.keys(report)) {
    if (!report[file].modules.some((id) => CHART_LIBRARY.test(id))) continue;
    if (!fromProjector.has(file) || eagerWithAnyRoute.has(file)) {
      failures.push(
        `uPlot is in ${file}, which loads other than by the projector's chart (a dynamic import from ${PROJECTOR_ROUTE}).`,
      );
    }
  }
  const routes = Object.keys(report)
    .filter(
      (file) => report[file].isDynamicEntry && report[file].facadeModuleId?.startsWith('src/'),
    )
    .map((file) => {
      const shared = [...staticClosure(report, [file])].filter(
        (f) => f !== file && !initial.has(f),
      );
      return {
        module: report[file].facadeModuleId,
        file,
        bytes: sizes[file] ?? 0,
        withImports: (sizes[file] ?? 0) + sum(shared, sizes),
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
  return { entry, home, initial: [...initial], initialBytes, routes, failures };
}

export function formatResult(result, sizes) {
  const lines = [
    `Home page initial JavaScript: ${kb(result.initialBytes)} gzip of ${kb(BUDGET_BYTES)} budget`,
    ...result.initial.map((file) => `  ${file.padEnd(44)} ${kb(sizes[file] ?? 0).padStart(9)}`),
    '',
    `Lazy chunks: routes and on-use modules (gzip)    ${'chunk'.padStart(9)} ${'+ imports'.padStart(10)}`,
    ...result.routes.map(
      (route) =>
        `  ${route.module.padEnd(46)} ${kb(route.bytes).padStart(9)} ${kb(route.withImports).padStart(10)}`,
    ),
  ];
  return lines.join('\n');
}

export function readBuild(dist) {
  const reportFile = join(dist, '.vite', 'bundle-report.json');
  if (!existsSync(reportFile)) {
    throw new Error(`${reportFile} is missing: run \`npm run build\` first.`);
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const sizes = Object.fromEntries(
    Object.keys(report).map((file) => [file, gzipSync(readFileSync(join(dist, file))).length]),
  );
  return { report, sizes };
}

/** Runs the check on dist/; returns the exit code (used by lab/perf/perf.mjs too). */
export function runBundleCheck(dist = resolve(import.meta.dirname, '../..', 'dist')) {
  const { report, sizes } = readBuild(dist);
  const result = checkBundle(report, sizes);
  console.info(formatResult(result, sizes));
  for (const failure of result.failures) console.error(`BUDGET MISSED: ${failure}`);
  if (result.failures.length === 0) console.info('\nBundle budget met.');
  return { ...result, exitCode: result.failures.length === 0 ? 0 : 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = runBundleCheck().exitCode;
}
