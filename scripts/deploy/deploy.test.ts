import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnv, buildUsesProject, checkEnv, findProject, parseEnv } from './deploy.mjs';

/** The projects made for these tests, removed after them: a machine's temp folder keeps none. */
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecs-deploy-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const goodEnv = [
  '# Firebase web app config',
  'VITE_FIREBASE_API_KEY=AIzaExample',
  'VITE_FIREBASE_PROJECT_ID=ecs-nits',
  'VITE_FIREBASE_DATABASE_URL="https://ecs-nits-default-rtdb.asia-southeast1.firebasedatabase.app"',
  'VITE_USE_FIREBASE_EMULATORS=false',
].join('\n');

describe('deploy preflight', () => {
  it('reads .env values, quoted or not, and skips comments', () => {
    expect(parseEnv(goodEnv)).toEqual({
      VITE_FIREBASE_API_KEY: 'AIzaExample',
      VITE_FIREBASE_PROJECT_ID: 'ecs-nits',
      VITE_FIREBASE_DATABASE_URL:
        'https://ecs-nits-default-rtdb.asia-southeast1.firebasedatabase.app',
      VITE_USE_FIREBASE_EMULATORS: 'false',
    });
  });

  it('takes the project from --project, else from .firebaserc', () => {
    const rc = project({ '.firebaserc': JSON.stringify({ projects: { default: 'ecs-nits' } }) });
    expect(findProject(rc, [])).toEqual({ project: 'ecs-nits' });
    expect(findProject(rc, ['--project', 'ecs-test'])).toEqual({ project: 'ecs-test' });
    expect(findProject(project({}), ['--project', 'ecs-test'])).toEqual({ project: 'ecs-test' });
  });

  it('refuses without .firebaserc or with the example project id', () => {
    expect(findProject(project({}), []).error).toMatch(
      /^No \.firebaserc: copy \.firebaserc\.example/,
    );
    const example = project({
      '.firebaserc': JSON.stringify({ projects: { default: 'your-project-id' } }),
    });
    expect(findProject(example, []).error).toMatch(/no real "projects.default"/);
  });

  it('refuses without .env.local, with empty Firebase settings, or pointed at the emulators', () => {
    expect(checkEnv(project({}), {})).toEqual([
      'No .env.local: copy .env.example to .env.local and fill in the Firebase web app config (or set its VITE_ variables in the environment, as the deploy workflow does).',
    ]);
    expect(checkEnv(project({ '.env.local': 'VITE_FIREBASE_PROJECT_ID=ecs-nits\n' }), {})).toEqual([
      '.env.local: VITE_FIREBASE_API_KEY is empty (see .env.example).',
      '.env.local: VITE_FIREBASE_DATABASE_URL is empty (see .env.example).',
    ]);
    const emulated = goodEnv.replace('EMULATORS=false', 'EMULATORS=true');
    expect(checkEnv(project({ '.env.local': emulated }), {})).toHaveLength(1);
    expect(checkEnv(project({ '.env.local': goodEnv }), {})).toEqual([]);
  });

  it("takes the web config from the environment, as the deploy workflow gives it, over the file's", () => {
    const environment = parseEnv(goodEnv);
    expect(checkEnv(project({}), environment)).toEqual([]);
    expect(checkEnv(project({}), { VITE_FIREBASE_PROJECT_ID: 'ecs-nits' })).toEqual([
      'The environment: VITE_FIREBASE_API_KEY is empty (see .env.example).',
      'The environment: VITE_FIREBASE_DATABASE_URL is empty (see .env.example).',
    ]);
    const staging = { VITE_FIREBASE_PROJECT_ID: 'ecs-staging', PATH: '/usr/bin' };
    expect(buildEnv(project({ '.env.local': goodEnv }), staging).env).toEqual({
      ...environment,
      VITE_FIREBASE_PROJECT_ID: 'ecs-staging',
    });
  });

  it('tells a Firebase build from a local-mode build', () => {
    const built = project({ 'dist/assets/app-1a2b.js': 'initializeApp({projectId:"ecs-nits"})' });
    expect(buildUsesProject(join(built, 'dist'), 'ecs-nits')).toBe(true);
    expect(buildUsesProject(join(built, 'dist'), 'ecs-other')).toBe(false);
    expect(buildUsesProject(join(project({}), 'dist'), 'ecs-nits')).toBe(false);
  });
});
