import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout.tsx';
import type { RouteHead } from '@/pages/page-head.ts';
import { AppError, RouteError } from './route-error/route-error.tsx';

/** What every module under src/pages/ exports besides its component. */
interface PageModule {
  head: RouteHead;
}

/**
 * A lazy route: the page's module brings its component and its head (title and description),
 * so the boot script every page loads carries only the paths.
 */
function page<Module extends PageModule>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return async () => {
    const module = await load();
    return { Component: pick(module), handle: module.head };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: AppError,
    children: [
      {
        // A page that fails shows its error inside the layout, so the header and footer stay.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(
              () => import('@/pages/home-page.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'login',
            lazy: page(
              () => import('@/pages/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'signup',
            lazy: page(
              () => import('@/pages/signup-page.tsx'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'feed',
            lazy: page(
              () => import('@/pages/feed-page.tsx'),
              (m) => m.FeedPage,
            ),
          },
          {
            path: 'members',
            lazy: page(
              () => import('@/pages/members-page.tsx'),
              (m) => m.MembersPage,
            ),
          },
          {
            path: 'members/past',
            lazy: page(
              () => import('@/pages/past-members-page.tsx'),
              (m) => m.PastMembersPage,
            ),
          },
          {
            path: 'developers',
            lazy: page(
              () => import('@/pages/developers-page.tsx'),
              (m) => m.DevelopersPage,
            ),
          },
          {
            path: 'resourcehub',
            lazy: page(
              () => import('@/pages/resource-hub-page.tsx'),
              (m) => m.ResourceHubPage,
            ),
          },
          {
            path: 'about',
            lazy: page(
              () => import('@/pages/about-page.tsx'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'events',
            lazy: page(
              () => import('@/pages/events-page.tsx'),
              (m) => m.EventsPage,
            ),
          },
          {
            path: 'events/:slug',
            lazy: page(
              () => import('@/pages/event-page.tsx'),
              (m) => m.EventPage,
            ),
          },
          {
            path: 'notes/:sem',
            lazy: page(
              () => import('@/pages/notes-page.tsx'),
              (m) => m.NotesPage,
            ),
          },
          {
            path: 'Spectrum',
            lazy: page(
              () => import('@/pages/spectrum-page.tsx'),
              (m) => m.SpectrumPage,
            ),
          },
          {
            path: 'CoS',
            lazy: page(
              () => import('@/pages/cos-page.tsx'),
              (m) => m.CosPage,
            ),
          },
          {
            path: 'CoS/leaderboard',
            lazy: page(
              () => import('@/pages/leaderboard-page.tsx'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: 'CoS/leaderboard/:date',
            lazy: page(
              () => import('@/pages/past-leaderboard-page.tsx'),
              (m) => m.PastLeaderboardPage,
            ),
          },
          {
            path: 'CoS/admin',
            lazy: page(
              () => import('@/pages/console-page.tsx'),
              (m) => m.ConsolePage,
            ),
          },
          {
            path: '*',
            handle: { title: 'Page not found' } satisfies RouteHead,
            lazy: async () => ({
              Component: (await import('@/components/not-found/not-found.tsx')).NotFound,
            }),
          },
        ],
      },
    ],
  },
  {
    // The leaderboard on a wall: a screen of its own, without the site's header and footer.
    path: '/CoS/leaderboard/projector',
    ErrorBoundary: AppError,
    lazy: page(
      () => import('@/pages/projector-page.tsx'),
      (m) => m.ProjectorPage,
    ),
  },
];
