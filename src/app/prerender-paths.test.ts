import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths.ts';

describe('prerenderPaths', () => {
  // The journeys walk this same list, so a page dropped from it would go untested: pin it here.
  it("holds every public page of the site, and the game's intro", () => {
    expect([...prerenderPaths].sort()).toEqual(
      [
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
        '/notes/First',
        '/notes/Second',
        '/notes/Third',
        '/notes/Fourth',
        '/notes/Fifth',
        '/notes/Sixth',
        '/notes/Seventh',
        '/notes/Eighth',
      ].sort(),
    );
  });
});
