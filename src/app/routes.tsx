import type { ComponentType } from 'react';
import { semesterName } from '../content/semester-names.ts';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout.tsx';
import type { RouteHead } from './page-head.ts';
import { AppError, RouteError } from './route-error/route-error.tsx';

/** A lazy route module: the page's chunk loads only when its route matches. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const head = (title: RouteHead['title'], description?: string): RouteHead => ({
  title,
  description,
});

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
            handle: head(''),
            lazy: page(
              () => import('../pages/home-page.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'login',
            handle: head('Login'),
            lazy: page(
              () => import('../pages/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'signup',
            handle: head('Sign up'),
            lazy: page(
              () => import('../pages/signup-page.tsx'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'feed',
            handle: head(
              'Feed',
              'News from the Electronics and Communication Society, NIT Silchar.',
            ),
            lazy: page(
              () => import('../pages/feed-page.tsx'),
              (m) => m.FeedPage,
            ),
          },
          {
            path: 'members',
            handle: head(
              'Members',
              'Office bearers, senior and junior members of ECS, NIT Silchar.',
            ),
            lazy: page(
              () => import('../pages/members-page.tsx'),
              (m) => m.MembersPage,
            ),
          },
          {
            path: 'developers',
            handle: head('Developers', 'The technical team that builds the ECS website.'),
            lazy: page(
              () => import('../pages/developers-page.tsx'),
              (m) => m.DevelopersPage,
            ),
          },
          {
            path: 'resourcehub',
            handle: head('Resource Hub', 'Semester notes and course structures for ECE students.'),
            lazy: page(
              () => import('../pages/resource-hub-page.tsx'),
              (m) => m.ResourceHubPage,
            ),
          },
          {
            path: 'about',
            handle: head(
              'About Us',
              'What ECS, NIT Silchar does, and answers to common questions.',
            ),
            lazy: page(
              () => import('../pages/about-page.tsx'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'events',
            handle: head('Events', 'Orientation, Utkrishtha, Spectrum, Spectrum Fit and Dehleez.'),
            lazy: page(
              () => import('../pages/events-page.tsx'),
              (m) => m.EventsPage,
            ),
          },
          {
            path: 'notes/:sem',
            handle: head((params) => {
              const sem = semesterName(params.sem);
              return sem ? `${sem} Semester Notes` : 'Page not found';
            }, 'Subject-wise notes for ECE students.'),
            lazy: page(
              () => import('../pages/notes-page.tsx'),
              (m) => m.NotesPage,
            ),
          },
          {
            path: 'Spectrum',
            handle: head('Spectrum', 'Technical and non-technical events of Spectrum.'),
            lazy: page(
              () => import('../pages/spectrum-page.tsx'),
              (m) => m.SpectrumPage,
            ),
          },
          {
            path: 'CoS',
            handle: head('Chamber of Secrets', 'The Chamber of Secrets riddle game.'),
            lazy: page(
              () => import('../pages/cos-page.tsx'),
              (m) => m.CosPage,
            ),
          },
          {
            path: 'CoS/leaderboard',
            handle: head('Leaderboard', 'Live leaderboard of the Chamber of Secrets.'),
            lazy: page(
              () => import('../pages/leaderboard-page.tsx'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: 'CoS/leaderboard/:date',
            // Its head names the night in words: that code loads with the page, not with every page.
            lazy: async () => {
              const m = await import('../pages/leaderboard-night-page.tsx');
              return { Component: m.LeaderboardNightPage, handle: m.leaderboardNightHead };
            },
          },
          {
            path: 'CoS/admin',
            // Its head loads with the page: the home page's boot script is at its budget.
            lazy: async () => {
              const m = await import('../pages/cos-admin-page.tsx');
              return { Component: m.CosAdminPage, handle: m.cosAdminHead };
            },
          },
          {
            path: '*',
            handle: head('Page not found'),
            lazy: page(
              () => import('../components/not-found/not-found.tsx'),
              (m) => m.NotFound,
            ),
          },
        ],
      },
    ],
  },
];
