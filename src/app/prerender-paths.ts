import { SEMESTERS } from '@/content/semester-names.ts';

/**
 * Routes written to static HTML at build time: every public page, and the game's intro (the
 * same for everyone until the script knows the night); not the protected hub, the leaderboards
 * or the console. Each event's page is added from the content (`withEventPages`). Plain data
 * apart from the route table, so the Playwright journeys can import it in Node.
 */
export const sitePagePaths: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/feed',
  '/members',
  '/members/past',
  '/developers',
  '/about',
  '/events',
  '/Spectrum',
  '/CoS',
  ...SEMESTERS.map((sem) => `/notes/${sem}`),
];

/** The site's pages and then every event's page (`/events/{slug}`, made from the content). */
export const withEventPages = (eventPaths: readonly string[]): readonly string[] => [
  ...sitePagePaths,
  ...eventPaths,
];
