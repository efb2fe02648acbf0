import { SEMESTERS } from '@/content/semester-names.ts';

/**
 * Routes written to static HTML at build time: every public page, and the game's intro (the
 * same for everyone until the script knows the night); not the protected hub, the leaderboards
 * or the console. Plain data apart from the route table, so the Playwright journeys can import
 * it in Node.
 */
export const prerenderPaths: readonly string[] = [
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
