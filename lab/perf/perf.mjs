// `npm run perf`: builds the site twice, in local mode and configured for Firebase (the build
// that ships, on a placeholder project), serves each on loopback, runs Lighthouse (mobile,
// simulated throttling) on the measured pages of both and checks the bundle budget of both.
// Exits non-zero when a budget is missed. Options:
//   npm run perf -- --skip-build --runs=1 --builds=firebase /members /about
// PERF_PORT (default 4180) is the local build's port and PERF_FIREBASE_PORT (default PERF_PORT
// + 5) the Firebase build's; PERF_LOG=info shows Lighthouse's progress; reports go to
// $TMPDIR/ecs-perf/.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { runBundleCheck } from '../../scripts/build/check-bundle.mjs';
import { prerenderedPaths } from '../../scripts/build/content/prerendered-paths.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { build, builtAt, databaseStub, firebaseEnv, keep, LOCAL_ENV } from './perf-builds.mjs';
import { CATEGORIES, failingAudits, formatTable, misses, summarise } from './perf-report.mjs';

const root = resolve(import.meta.dirname, '../..');
/** The measured pages, with the first event's own page (every event page is built alike). */
const PAGES = [
  '/',
  '/members',
  '/about',
  '/events',
  prerenderedPaths().find((path) => path.startsWith('/events/')),
  '/CoS',
];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const pages = args.filter((arg) => arg.startsWith('/'));
const builds = (args.find((arg) => arg.startsWith('--builds='))?.slice(9) ?? 'firebase,local')
  .split(',')
  .filter(Boolean);
const port = Number(process.env.PERF_PORT ?? 4180);
const firebasePort = Number(process.env.PERF_FIREBASE_PORT ?? port + 5);
const reportDir = join(tmpdir(), 'ecs-perf');
/** The Firebase build is kept here (gitignored) while dist/ holds the local one, as before. */
const firebaseDist = join(root, '.perf', 'dist-firebase');

/** What each build is, where it is served from, and how it is made. */
const BUILDS = {
  firebase: {
    title: 'configured for Firebase (placeholder project)',
    port: firebasePort,
    dist: firebaseDist,
    make: () => {
      build(root, firebaseEnv(firebasePort));
      keep(root, firebaseDist);
    },
  },
  local: {
    title: 'local mode',
    port,
    dist: join(root, 'dist'),
    make: () => build(root, LOCAL_ENV),
  },
};

async function measure(chromePort, name, page, run) {
  const url = `http://127.0.0.1:${BUILDS[name].port}${page}`;
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: process.env.PERF_LOG ?? 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  const file = page === '/' ? 'home' : page.slice(1).replace(/\//g, '-');
  await writeFile(join(reportDir, `${name}-${file}-${run}.json`), result.report);
  return result.lhr;
}

/** Serves `dist` as Firebase Hosting does, with the Firebase build's database stub. */
function serve(dist, servePort) {
  return preview({
    root,
    logLevel: 'error',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: servePort, strictPort: true, open: false },
    plugins: [
      {
        name: 'perf-database',
        // Before Hosting's rules, which would answer the database's paths with the 404 page.
        enforce: 'pre',
        configurePreviewServer: (server) => void server.middlewares.use(databaseStub),
      },
    ],
  });
}

/** Every page's Lighthouse runs on one build: its summaries, and runs that failed twice. */
async function measureBuild(chromePort, name) {
  const summaries = [];
  const errors = [];
  for (const page of pages.length > 0 ? pages : PAGES) {
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      // One retry: on a shared machine a run can time out for reasons outside the page.
      const lhr = await measure(chromePort, name, page, run)
        .catch(() => measure(chromePort, name, page, run))
        .catch((error) =>
          errors.push(`${name} ${page}: run ${run} failed twice: ${error.message}`),
        );
      if (typeof lhr !== 'object') break;
      lhrs.push(lhr);
    }
    if (lhrs.length > 0) summaries.push(summarise(page, lhrs));
    console.info(`measured ${page} on the ${name} build (${lhrs.length} of ${runs} runs)`);
  }
  return { summaries, errors };
}

/** The table of one build and the budgets it missed, each prefixed with the build's name. */
function report(name, { summaries, errors }) {
  console.info(`\n${name} build, ${BUILDS[name].title}\n${formatTable(summaries, runs)}`);
  const missed = summaries.flatMap(misses);
  for (const summary of summaries) {
    for (const category of CATEGORIES) {
      if (missed.some((miss) => miss.startsWith(`${summary.page}: ${category} `))) {
        console.info(
          `\n${name} ${summary.page} ${category}, audits below full marks (median run):`,
        );
        for (const audit of failingAudits(summary.medianLhr, category))
          console.info(`  - ${audit}`);
      }
    }
  }
  return [...errors, ...missed.map((miss) => `${name} ${miss}`)];
}

async function main() {
  const unknown = builds.filter((name) => !(name in BUILDS));
  if (unknown.length > 0) throw new Error(`--builds: no build named ${unknown.join(', ')}.`);
  if (!args.includes('--skip-build')) for (const name of builds) BUILDS[name].make();
  let bundleMet = true;
  for (const name of builds) {
    console.info(`\nBundle, ${name} build\n------`);
    bundleMet = runBundleCheck(builtAt(BUILDS[name].dist, name)).exitCode === 0 && bundleMet;
  }
  await mkdir(reportDir, { recursive: true });
  const servers = await Promise.all(
    builds.map((name) => serve(BUILDS[name].dist, BUILDS[name].port)),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  const missed = [];
  try {
    for (const name of builds) missed.push(...report(name, await measureBuild(chrome.port, name)));
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.info(`\nReports: ${reportDir}/`);
  for (const miss of missed) console.error(`BUDGET MISSED: ${miss}`);
  if (!bundleMet) console.error('BUDGET MISSED: bundle (see above)');
  const ok = missed.length === 0 && bundleMet;
  if (ok) console.info('\nEvery budget met, on both builds.');
  return ok ? 0 : 1;
}

process.exitCode = await main();
