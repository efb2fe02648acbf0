import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { contentData } from './scripts/build/content/content-plugin.ts';

/** The .ts unit tests that need a browser: localStorage, window timers, rendering (hooks). */
const DOM_LOGIC_TESTS = [
  'src/**/use-*.test.ts',
  'src/app/stale-build.test.ts',
  'src/app/web-vitals.test.ts',
  'src/backend/rtdb/night-rest.test.ts',
  'src/backend/local/*.test.ts',
  'src/features/cos/console/download-csv.test.ts',
  'scripts/build/firebase-json.test.ts',
];
const LOGIC_TESTS = [
  'src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/lint/*.test.ts',
  'tests/docs-links.test.ts',
  'tests/code-comments.test.ts',
  // The journeys' own helpers (Playwright runs only the *.spec.ts files beside them).
  'tests/e2e/*.test.ts',
];
/** The lab's commands run whole, each in its own process on emulators it starts (lab/README.md). */
const LAB_RUNS = [
  'lab/rehearse/game-rehearse.test.ts',
  'lab/emulators/emulators-command.test.ts',
  'lab/emulators/emulators-stop.test.ts',
];

export default defineConfig({
  plugins: [react(), contentData(import.meta.dirname)],
  // `@/…` is src/, as tsconfig's paths say (this file replaces vite.config.ts for the tests).
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core machine, where the unit tests
    // then took 72 s instead of 40 s with both (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Worker threads start faster than forked processes; every unit test passes in either.
          pool: 'threads',
          include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
          // One jsdom window per worker, not per file: a third of the CPU time (docs/testing.md).
          isolate: false,
          setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
          // Component journeys with user-event take seconds on a loaded 2-core CI machine.
          testTimeout: 15_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // Pure logic needs no DOM: a jsdom window per file costs most of these tests' time.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          pool: 'threads',
          include: LOGIC_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_LOGIC_TESTS],
          isolate: false,
          setupFiles: ['./src/test/fresh-modules.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['rules/**/*.test.ts'],
        },
      },
      {
        // The proving ground's own logic: the loopback, the rehearsal's and hall night's parts.
        extends: true,
        test: {
          name: 'lab',
          environment: 'node',
          pool: 'threads',
          include: ['lab/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...LAB_RUNS],
          testTimeout: 15_000,
        },
      },
      {
        // game:rehearse and npm run emulators end to end.
        extends: true,
        test: {
          name: 'lab-runs',
          environment: 'node',
          include: LAB_RUNS,
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
