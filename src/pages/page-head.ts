import type { Params } from 'react-router-dom';

export const SITE_NAME = 'ECS NIT Silchar';
const DEFAULT_DESCRIPTION =
  'The official website of Electronics and Communication Society, NIT Silchar';

/** What a route declares in its `handle` so the title and meta tags follow it. */
export interface RouteHead {
  title: string | ((params: Params) => string);
  description?: string | ((params: Params) => string);
}

export interface PageHead {
  title: string;
  description: string;
  path: string;
}

/** A matched route as `useMatches()` gives it (the static handler's matches are mapped to this). */
export interface MatchedHandle {
  params: Params;
  handle?: unknown;
}

function isRouteHead(handle: unknown): handle is RouteHead {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The deepest matched route with a head wins; the home page has the bare site name. */
export function pageHead(matches: readonly MatchedHandle[], path: string): PageHead {
  const match = [...matches].reverse().find((m) => isRouteHead(m.handle));
  const head = match && isRouteHead(match.handle) ? match.handle : null;
  const pageTitle = head
    ? typeof head.title === 'function'
      ? head.title(match?.params ?? {})
      : head.title
    : '';
  return {
    title: pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME,
    description:
      (typeof head?.description === 'function'
        ? head.description(match?.params ?? {})
        : head?.description) ?? DEFAULT_DESCRIPTION,
    path,
  };
}
