import { chromium, type Browser, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createServer, type ViteDevServer } from 'vite';
import { journeyChromium } from '../../chromium-path.mjs';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../../lab/loopback/loopback-database.ts';
import { runningNight } from './running-night.ts';

/** The Auth emulator that `npm run test:integration` starts (none: the journeys are skipped). */
export const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT = 'demo-ecs';

/** The site as a hosted night runs it, in Chromium: Vite serving it Firebase-configured. */
export interface HostedSite {
  database: LoopbackDatabase;
  /** The site's origin, as `http://127.0.0.1:port`. */
  origin: string;
  browser: Browser;
  /** A new page, each in its own browser context (its own anonymous account). */
  newPage(): Promise<Page>;
  /** Makes every request to the database fail as a refused connection, or lets them through. */
  blockDatabase(page: Page, blocked: boolean): Promise<void>;
  /** An account of the Auth emulator with a verified address; an organizer with `organizer`. */
  member(email: string, options?: { organizer?: boolean }): Promise<{ uid: string }>;
  close(): Promise<void>;
}

/**
 * Serves the site on the Auth emulator and the loopback database (the Realtime Database's REST
 * API, judged by database.rules.json) with a night running; Firestore points at a closed port,
 * so a riddle cannot be read (the playing screen says so and keeps trying).
 */
export async function startHostedSite(): Promise<HostedSite> {
  const database = await startLoopbackDatabase(runningNight());
  const env = {
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_USE_FIREBASE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_URL: `http://${AUTH_EMULATOR}`,
    VITE_FIREBASE_DATABASE_URL: database.databaseURL,
    VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
  };
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  let vite: ViteDevServer;
  try {
    vite = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
    await vite.listen();
  } finally {
    // Vite has read them; the next test file of this worker gets its own.
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  const browser = await chromium.launch(journeyChromium());
  const admin = initializeApp({ projectId: PROJECT }, `hosted-site-${Date.now()}`);
  const databaseOrigin = new URL(database.databaseURL).origin;

  return {
    database,
    origin,
    browser,
    newPage: async () => (await browser.newContext()).newPage(),
    async blockDatabase(page, blocked) {
      const pattern = `${databaseOrigin}/**`;
      if (blocked) await page.route(pattern, (route) => route.abort('connectionrefused'));
      else await page.unroute(pattern);
    },
    async member(email, { organizer = false } = {}) {
      const { uid } = await getAuth(admin).createUser({
        email,
        password: 'secret12',
        emailVerified: true,
      });
      if (organizer) database.seed(`admins/${uid}`, true);
      return { uid };
    },
    async close() {
      await browser.close();
      await vite.close();
      await deleteApp(admin);
      await database.close();
    },
  };
}

/** Logs `email` in through the login dialog the page has open. */
export async function logIn(page: Page, email: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('secret12');
  await login.getByRole('button', { name: 'Login' }).click();
  await login.waitFor({ state: 'hidden' });
}
