import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEMESTERS } from '../../src/content/semester-names.ts';
import { loadContent } from './content/load-content.ts';
import { prerenderedPaths } from './content/prerendered-paths.ts';
import { projectRoot } from './hosting-rules.ts';
import { routes } from '../../src/app/routes.tsx';

const prerenderPaths = prerenderedPaths();
const { content } = loadContent(projectRoot);
if (!content) throw new Error('The content has problems: npm run build names them.');

/**
 * The routes the browser alone renders, each for its reason: what they show depends on who is
 * signed in (the hub), or on the live night (the boards, the console). Every other route of the
 * table is pre-rendered, and the journeys walk the pre-rendered paths: a page left out of them
 * would go untested.
 */
const RENDERED_IN_THE_BROWSER = [
  '/resourcehub',
  '/CoS/leaderboard',
  '/CoS/leaderboard/:date',
  '/CoS/admin',
  '/CoS/leaderboard/projector',
];

const joined = (parent: string, path: string | undefined) =>
  (path === undefined ? parent : `${parent}/${path}`).replace(/\/+/g, '/');

/** Every page's path in the route table, as a pattern (`/notes/:sem`), the catch-all apart. */
function pagePatterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = joined(parent, route.path);
    if (route.children) return pagePatterns(route.children, path);
    return path.endsWith('*') ? [] : [path || '/'];
  });
}

/** The pattern of the page the route table renders at `path`; undefined for the not-found page. */
function patternOf(path: string): string | undefined {
  const chain = matchRoutes(routes, path) ?? [];
  const pattern = chain.reduce((parent, { route }) => joined(parent, route.path), '') || '/';
  return pattern.endsWith('*') ? undefined : pattern;
}

describe('prerenderPaths', () => {
  it('pre-renders pages of the route table, never the not-found page', () => {
    const unmatched = prerenderPaths.filter((path) => patternOf(path) === undefined);
    expect(unmatched).toEqual([]);
  });

  it("pre-renders every route but those the browser alone renders, each semester's notes among them", () => {
    const prerendered = new Set(prerenderPaths.map(patternOf));
    const left = pagePatterns(routes).filter(
      (pattern) => !prerendered.has(pattern) && !RENDERED_IN_THE_BROWSER.includes(pattern),
    );
    expect(left).toEqual([]);
    expect(RENDERED_IN_THE_BROWSER.filter((pattern) => prerendered.has(pattern))).toEqual([]);
    const notes = prerenderPaths.filter((path) => patternOf(path) === '/notes/:sem');
    expect(notes).toEqual(SEMESTERS.map((sem) => `/notes/${sem}`));
  });

  it("pre-renders every event's page, the society's and Spectrum's, from the content", () => {
    const events = prerenderPaths.filter((path) => patternOf(path) === '/events/:slug');
    const slugs = [...content.events, ...content.spectrum].map((event) => event.slug);
    expect(events.toSorted()).toEqual(slugs.map((slug) => `/events/${slug}`).toSorted());
  });
});
