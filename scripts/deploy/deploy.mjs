// `npm run deploy [-- --project <id>]`: checks the configuration, runs the
// fast tests, builds, and deploys Hosting plus the database and Firestore rules.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

/**
 * KEY=value lines of a .env file (comments and blanks skipped).
 * @returns {Record<string, string>}
 */
export function parseEnv(text) {
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** The project to deploy to (--project wins over .firebaserc), or a reason it cannot be known. */
export function findProject(dir, args) {
  const flag = args.findIndex((arg) => arg === '--project' || arg === '-P');
  if (flag >= 0 && args[flag + 1]) return { project: args[flag + 1] };
  const rcFile = join(dir, '.firebaserc');
  if (!existsSync(rcFile)) {
    return {
      error:
        'No .firebaserc: copy .firebaserc.example to .firebaserc and put your Firebase project id in it, or pass --project <id>.',
    };
  }
  const project = JSON.parse(readFileSync(rcFile, 'utf8')).projects?.default;
  if (!project || project === 'your-project-id') {
    return {
      error: '.firebaserc has no real "projects.default": put your Firebase project id there.',
    };
  }
  return { project };
}

/**
 * What the build will read: .env.local's values (null without the file), overridden by the
 * environment's VITE_ variables, as Vite does. The deploy workflow sets them from the
 * repository's variables (docs/deploying.md) and has no .env.local.
 */
export function buildEnv(dir, environment = process.env) {
  const envFile = join(dir, '.env.local');
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : null;
  const fromEnvironment = Object.entries(environment).filter(([name]) => name.startsWith('VITE_'));
  return { fromFile, env: { ...fromFile, ...Object.fromEntries(fromEnvironment) } };
}

/** Reasons the build would not talk to the hosted Firebase project; empty when it would. */
export function checkEnv(dir, environment = process.env) {
  const { fromFile, env } = buildEnv(dir, environment);
  if (!fromFile && !env.VITE_FIREBASE_PROJECT_ID) {
    return [
      'No .env.local: copy .env.example to .env.local and fill in the Firebase web app config (or set its VITE_ variables in the environment, as the deploy workflow does).',
    ];
  }
  const source = fromFile ? '.env.local' : 'The environment';
  const problems = [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_DATABASE_URL',
  ]
    .filter((name) => !env[name])
    .map((name) => `${source}: ${name} is empty (see .env.example).`);
  if (env.VITE_USE_FIREBASE_EMULATORS === 'true') {
    problems.push(
      `${source}: VITE_USE_FIREBASE_EMULATORS=true would ship a site that talks to localhost.`,
    );
  }
  return problems;
}

/** True when some built chunk carries the project id, i.e. the build is not a local-mode build. */
export function buildUsesProject(distDir, projectId) {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes(projectId));
}

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.info(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed; nothing was deployed.`);
}

function main() {
  const args = process.argv.slice(2);
  const { project, error } = findProject(root, args);
  if (error) fail(error);
  const envProblems = checkEnv(root);
  if (envProblems.length > 0) fail(envProblems.join('\n'));
  const envProject = buildEnv(root).env.VITE_FIREBASE_PROJECT_ID;
  if (envProject !== project) {
    fail(`The web config is for project "${envProject}" but the deploy targets "${project}".`);
  }

  run('npm', ['run', 'typecheck']);
  run('npm', ['run', 'lint']);
  run('npm', ['run', 'test:unit']);
  run('npm', ['run', 'build']);
  if (!buildUsesProject(join(root, 'dist'), project)) {
    fail(
      `the build in dist/ does not use project "${project}": check .env.local or the environment.`,
    );
  }
  const passThrough = args.filter(
    (arg, i) => !['--project', '-P'].includes(arg) && !['--project', '-P'].includes(args[i - 1]),
  );
  run(join(root, 'node_modules/.bin/firebase'), [
    'deploy',
    '--only',
    'hosting,database,firestore:rules',
    '--project',
    project,
    ...passThrough,
  ]);
  console.info(`\nDeployed to https://${project}.web.app`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main();
}
