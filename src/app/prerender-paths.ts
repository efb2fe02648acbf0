import { SEMESTERS } from '../content/semester-names.ts';

/**
 * Routes written to static HTML at build time (not the protected hub or the live game).
 * Plain data apart from the route table, so the Playwright journeys can import it in Node.
 */
export const prerenderPaths: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/feed',
  '/members',
  '/developers',
  '/about',
  '/events',
  '/Spectrum',
  ...SEMESTERS.map((sem) => `/notes/${sem}`),
];
