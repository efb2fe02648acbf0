// `npm run perf`: builds, serves dist/ on loopback, runs Lighthouse (mobile,
// simulated throttling) on the measured pages and checks the bundle budget.
// Exits non-zero when a budget is missed. Options:
//   npm run perf -- --skip-build --runs=1 /members /about
// PERF_PORT (default 4180) picks the loopback port, PERF_LOG=info shows Lighthouse's
// progress; reports go to $TMPDIR/ecs-perf/.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { runBundleCheck } from '../../scripts/build/check-bundle.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { CATEGORIES, failingAudits, formatTable, misses, summarise } from './perf-report.mjs';

const root = resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/members', '/about', '/events', '/CoS'];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const pages = args.filter((arg) => arg.startsWith('/'));
const port = Number(process.env.PERF_PORT ?? 4180);
const reportDir = join(tmpdir(), 'ecs-perf');

async function measure(chromePort, page, run) {
  const url = `http://127.0.0.1:${port}${page}`;
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
  const name = page === '/' ? 'home' : page.slice(1).replace(/\//g, '-');
  await writeFile(join(reportDir, `${name}-${run}.json`), result.report);
  return result.lhr;
}

async function main() {
  if (!args.includes('--skip-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) {
      process.stderr.write(build.stdout + build.stderr);
      throw new Error('npm run build failed; nothing measured.');
    }
  }
  console.info('Bundle\n------');
  const bundle = runBundleCheck(join(root, 'dist'));
  await mkdir(reportDir, { recursive: true });
  const server = await preview({
    root,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  const summaries = [];
  const errors = [];
  try {
    for (const page of pages.length > 0 ? pages : PAGES) {
      const lhrs = [];
      for (let run = 1; run <= runs; run += 1) {
        // One retry: on a shared machine a run can time out for reasons outside the page.
        const lhr = await measure(chrome.port, page, run)
          .catch(() => measure(chrome.port, page, run))
          .catch((error) => errors.push(`${page}: run ${run} failed twice: ${error.message}`));
        if (typeof lhr !== 'object') break;
        lhrs.push(lhr);
      }
      if (lhrs.length > 0) summaries.push(summarise(page, lhrs));
      console.info(`measured ${page} (${lhrs.length} of ${runs} runs)`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  console.info(`\n${formatTable(summaries, runs)}\nReports: ${reportDir}/`);
  const missed = [...errors, ...summaries.flatMap(misses)];
  for (const summary of summaries) {
    for (const category of CATEGORIES) {
      const audits = failingAudits(summary.medianLhr, category);
      if (missed.some((miss) => miss.startsWith(`${summary.page}: ${category} `))) {
        console.info(`\n${summary.page} ${category}, audits below full marks (median run):`);
        for (const audit of audits) console.info(`  - ${audit}`);
      }
    }
  }
  for (const miss of missed) console.error(`BUDGET MISSED: ${miss}`);
  if (bundle.exitCode !== 0) console.error('BUDGET MISSED: bundle (see above)');
  const ok = missed.length === 0 && bundle.exitCode === 0;
  if (ok) console.info('\nEvery budget met.');
  return ok ? 0 : 1;
}

process.exitCode = await main();
