import { defineConfig } from '@playwright/test';
import { journeyChromium } from './tests/chromium-path.mjs';
import { staleDistReason } from './tests/e2e/dist-freshness.ts';
import { DEV_SERVER_SPECS, serversFor } from './tests/e2e/projects-to-serve.ts';

/** E2E_PORT lets a second checkout run its journeys beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The development server the `dev-server` journeys use (`npm start` keeps 5173). */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 1);
/**
 * decap-server for the editor's journey (tests/e2e/editor.dev.spec.ts), which the development
 * server's /editor is configured to use; set here so the journey's worker reads the same port.
 */
const EDITOR_PROXY_PORT = Number(process.env.E2E_EDITOR_PORT ?? PORT + 10);
process.env.E2E_EDITOR_PORT = String(EDITOR_PROXY_PORT);

/** Only the servers of the journeys this command can run start (`serversFor`). */
const serve = serversFor(process.argv);

// Once, in the runner (workers load this file too), and not for a mere `--list`: a forgotten
// build would have the journeys pass or fail on the site as it was.
if (serve.build && !process.env.TEST_WORKER_INDEX && !process.argv.includes('--list')) {
  const reason = staleDistReason(import.meta.dirname);
  if (reason) {
    // The reason alone: a thrown error would bury it under the config loader's stack.
    console.error(reason);
    process.exit(1);
  }
}

/**
 * Journeys run against the production build (`npm run build` first) served by `vite preview`;
 * the `*.dev.spec.ts` ones against `vite`, the server `npm start` runs.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: journeyChromium(),
    trace: 'off',
  },
  projects: [
    {
      name: 'build',
      testIgnore: DEV_SERVER_SPECS,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'dev-server',
      testMatch: DEV_SERVER_SPECS,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: [
    ...(serve.build
      ? [
          {
            command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
            url: `http://127.0.0.1:${PORT}/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(serve.dev
      ? [
          {
            command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
            url: `http://127.0.0.1:${DEV_PORT}/`,
            env: { DECAP_SERVER_PORT: String(EDITOR_PROXY_PORT) },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
