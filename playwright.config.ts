import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/chromium-path.mjs';

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
/** Journeys about what only development does differently (StrictMode, unbundled modules). */
const DEV_SERVER_SPECS = /\.dev\.spec\.ts$/;

/**
 * Journeys run against the production build (`npm run build` first) served by `vite preview`;
 * the `*.dev.spec.ts` ones against `vite`, the server `npm start` runs.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
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
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      env: { DECAP_SERVER_PORT: String(EDITOR_PROXY_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
