// `npm run perf:leaderboard`: the leaderboard, its projector view and the organizers' console
// (its statistics, on a phone's width) at game-night scale. Builds
// (unless --skip-build), serves dist/ on loopback in local mode, and for each team count seeds
// that many teams in browser storage, opens each view in Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate), has one team advance every second for 20 s from a second tab
// (the projector turns two pages meanwhile), and prints the time until its rows are on screen
// (every row on the board; the top three and a page on the projector, with its score chart drawn
// at 1920 x 1080 from every team's solves, also seeded), the longest task while
// loading (starting the app, the same for both views: for comparing them), and the long tasks of
// those 20 s. Exits non-zero when a task of those 20 s at 500 teams, on either view, is over
// 50 ms. Options:
// The console's teams also have their typed answers and solves seeded, an organizer signed in,
// and a typed answer arrives with each advance.
//   npm run perf:leaderboard -- --skip-build --teams=100,500,2000 --views=board,projector,console
// --cpu=8 slows the CPU 8x instead of 4x, to tell two builds apart when both hold at 4x; the
// budget is checked at 4x only. --trace records a Chromium trace of the 20 s and prints each
// task over 50 ms with what ran inside it (tracing slows the page: its figures read higher).
// LEADERBOARD_PERF_PORT (default 4181) picks the loopback port.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { longTaskTrees, TRACE_CATEGORIES } from './trace-tasks.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const teamCounts = (args.find((arg) => arg.startsWith('--teams='))?.slice(8) ?? '100,500,2000')
  .split(',')
  .map(Number);
if (!teamCounts.every((count) => Number.isInteger(count) && count > 0)) {
  console.error('--teams takes whole numbers above 0, comma-separated: --teams=100,500,2000');
  process.exit(1);
}
const VIEWS = {
  board: { path: '/CoS/leaderboard', allRows: true, viewport: { width: 1280, height: 720 } },
  projector: {
    path: '/CoS/leaderboard/projector',
    allRows: false,
    chart: true,
    viewport: { width: 1920, height: 1080 },
  },
  console: {
    path: '/CoS/admin',
    allRows: false,
    viewport: { width: 375, height: 800 },
    rows: '[aria-labelledby="statistics-heading"] tbody tr',
  },
};
const views = (
  args.find((arg) => arg.startsWith('--views='))?.slice(8) ?? 'board,projector,console'
).split(',');
if (!views.every((view) => view in VIEWS)) {
  console.error(
    '--views takes board, projector and console, comma-separated: --views=board,console',
  );
  process.exit(1);
}
const tracing = args.includes('--trace');
const port = Number(process.env.LEADERBOARD_PERF_PORT ?? 4181);
const origin = `http://127.0.0.1:${port}`;
const BUDGET_SLOWDOWN = 4;
const CPU_SLOWDOWN = Number(
  args.find((arg) => arg.startsWith('--cpu='))?.slice(6) ?? BUDGET_SLOWDOWN,
);
if (!(CPU_SLOWDOWN >= 1)) {
  console.error('--cpu takes how many times slower the CPU runs, 1 or more: --cpu=8');
  process.exit(1);
}
const UPDATES = 20;
const BUDGET = { teams: 500, longestMs: 50 };
/** Local mode keeps each child of a database node under its own key (src/backend/local/stored-tree.ts). */
const DATABASE = 'ecs.cos.db/';

/** `count` teams part-way through the night, scores spread out, keyed as teamKey (src/game/team-name.ts) would. */
function seedTeams(count, now) {
  const teams = {};
  for (let i = 0; i < count; i += 1) {
    const solved = (i * 7) % 15;
    teams[`team ${i}`] = {
      teamName: `team ${i}`,
      question: solved + 1,
      score: solved * 10,
      owner: `uid-${i}`,
      startedAt: now - 1_800_000,
      timestamp: now - 1_800_000 + solved * 60_000 + i,
    };
  }
  return teams;
}

/** The solve times of seedTeams' teams, a minute apart, the last at each team's timestamp. */
function seedSolves(teams) {
  return Object.fromEntries(
    Object.entries(teams).map(([key, team]) => [
      key,
      Object.fromEntries(
        Array.from({ length: team.question - 1 }, (_, index) => [
          String(index + 1),
          team.timestamp - (team.question - 2 - index) * 60_000,
        ]),
      ),
    ]),
  );
}

/** Wrong answers the console's seeded teams typed, so that some are common. */
const WRONG = Array.from({ length: 30 }, (_, index) => `wrong answer ${index}`);
const ORGANIZER = 'organizer@ece.nits.ac.in';

/**
 * What the console reads beside the teams (local mode's database, local auth): an organizer
 * signed in with a verified address, and three wrong answers typed before each right one and on
 * the riddle each team is on.
 */
function consoleTables(teams) {
  const typed = {};
  for (const [key, team] of Object.entries(teams)) {
    typed[key] = {};
    let count = 0;
    for (let question = 1; question <= team.question; question += 1) {
      for (let wrong = 0; wrong < 3; wrong += 1) {
        count += 1;
        typed[key][count] = { question, text: WRONG[(count * 7 + question) % WRONG.length] };
      }
      if (question === team.question) break;
      count += 1;
      typed[key][count] = { question, text: `answer ${question}` };
    }
  }
  const account = {
    uid: 'uid-organizer',
    email: ORGANIZER,
    displayName: 'Organizer',
    salt: '00',
    passwordHash: '00',
    emailVerified: true,
  };
  return {
    'ecs.auth.accounts': { [ORGANIZER]: account },
    'ecs.auth.session': account.uid,
    'ecs.cos.organizers': [ORGANIZER],
    ...node('typed', typed),
  };
}

/** Each child of database node `name` under its own key, as local mode keeps them. */
function node(name, children) {
  return Object.fromEntries(
    Object.entries(children).map(([key, value]) => [`${DATABASE}${name}/${key}`, value]),
  );
}

/** Team `index` types another wrong answer, as the console hears a guess from another tab. */
function typeWrongAnswer({ database, index, text }) {
  const typedKey = `${database}typed/team ${index}`;
  const entries = JSON.parse(localStorage.getItem(typedKey));
  const team = JSON.parse(localStorage.getItem(`${database}user/team ${index}`));
  const count = Math.max(0, ...Object.keys(entries).map(Number)) + 1;
  entries[count] = { question: team.question, text };
  localStorage.setItem(typedKey, JSON.stringify(entries));
}

/** Records every long task the page runs, from its first script on. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** Moves team `index` on by one question, as its own device would, so the board's tab hears it. */
function advanceTeam({ database, index }) {
  const key = `${database}user/team ${index}`;
  const team = JSON.parse(localStorage.getItem(key));
  const moved = {
    ...team,
    question: team.question + 1,
    score: team.score + 10,
    timestamp: Date.now(),
  };
  localStorage.setItem(key, JSON.stringify(moved));
}

/**
 * On the board every team has its row; the projector shows the top three and a page of the rest,
 * and beside them the chart: its canvas, and the names at its lines' ends placed.
 */
function rowsOnScreen({ count, allRows, chart, selector }) {
  const rows = document.querySelectorAll(selector).length;
  const drawn =
    !chart ||
    (document.querySelector('figure canvas') !== null &&
      document.querySelectorAll('figure li[style*="top"]').length === Math.min(count, 10));
  return drawn && (allRows ? rows === count : rows >= Math.min(count, 4));
}

async function measure(browser, count, view) {
  const { path, allRows, chart = false, viewport, rows = 'tbody tr' } = VIEWS[view];
  const context = await browser.newContext({ viewport });
  // Loopback only: anything else the page asks for is refused.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  try {
    const seeded = seedTeams(count, Date.now());
    const tables = {
      ...node('user', seeded),
      ...node('solves', seedSolves(seeded)),
      ...(view === 'console' ? consoleTables(seeded) : {}),
    };
    const writer = await context.newPage();
    await writer.goto(`${origin}/robots.txt`);
    await writer.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        localStorage.setItem(key, JSON.stringify(value));
      }
    }, tables);

    const board = await context.newPage();
    await board.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(board);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await board.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await board.waitForFunction(
      rowsOnScreen,
      { count, allRows, chart, selector: rows },
      { timeout: 120_000 },
    );
    const shownAt = await board.evaluate(() => performance.now());
    if (tracing) await browser.startTracing(board, { categories: TRACE_CATEGORIES });

    for (let update = 0; update < UPDATES; update += 1) {
      await board.waitForTimeout(1000);
      await writer.evaluate(advanceTeam, { database: DATABASE, index: (update * 37) % count });
      if (view === 'console') {
        const index = (update * 53) % count;
        const text = WRONG[update % WRONG.length];
        await writer.evaluate(typeWrongAnswer, { database: DATABASE, index, text });
      }
    }
    await board.waitForTimeout(1000);
    if (tracing) {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      const trees = longTaskTrees(traceEvents, BUDGET.longestMs);
      console.info(
        `\nthe ${view} with ${count} teams, traced:\n${trees.join('\n') || 'no task over 50 ms'}`,
      );
    }
    const allTasks = await board.evaluate(() => window.__longTasks);
    const loading = allTasks.filter((task) => task.start < shownAt).map((task) => task.duration);
    const live = allTasks.filter((task) => task.start >= shownAt).map((task) => task.duration);
    return {
      view,
      teams: count,
      rowsOnScreen: Math.round(shownAt),
      longestLoading: Math.round(Math.max(0, ...loading)),
      longTasks: live.length,
      longest: Math.round(Math.max(0, ...live)),
      total: Math.round(live.reduce((sum, duration) => sum + duration, 0)),
    };
  } finally {
    await context.close();
  }
}

function formatTable(rows) {
  const lines = [
    '| view | teams | rows on screen | longest task loading | long tasks in 20 s | longest | total |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.view} | ${row.teams} | ${row.rowsOnScreen} ms | ${row.longestLoading} ms | ${row.longTasks} | ${row.longest} ms | ${row.total} ms |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  if (!args.includes('--skip-build')) {
    // Local mode whatever .env.local says: the benchmark seeds the teams in browser storage.
    const env = { ...process.env, VITE_FIREBASE_PROJECT_ID: '' };
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env });
    if (build.status !== 0) {
      process.stderr.write(build.stdout + build.stderr);
      throw new Error('npm run build failed; nothing measured.');
    }
  }
  const server = await preview({
    root,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
  });
  const rows = [];
  try {
    for (const count of teamCounts) {
      for (const view of views) {
        rows.push(await measure(browser, count, view));
        console.info(`measured the ${view} with ${count} teams`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.info(`\nCPU slowed ${CPU_SLOWDOWN}x, one team advancing every second for ${UPDATES} s\n`);
  console.info(formatTable(rows));
  if (CPU_SLOWDOWN !== BUDGET_SLOWDOWN) {
    console.info(`\nBudget not checked: it is set on a CPU slowed ${BUDGET_SLOWDOWN}x.`);
    return 0;
  }
  const budgetRows = rows.filter((row) => row.teams === BUDGET.teams);
  if (budgetRows.length === 0)
    console.info(`\nBudget not checked: it is set at ${BUDGET.teams} teams.`);
  let missed = false;
  for (const row of budgetRows) {
    if (row.longest <= BUDGET.longestMs) continue;
    missed = true;
    console.error(
      `\nBUDGET MISSED: a task of ${row.longest} ms on the ${row.view} at ${BUDGET.teams} teams (budget ${BUDGET.longestMs} ms)`,
    );
  }
  return missed ? 1 : 0;
}

process.exitCode = await main();
