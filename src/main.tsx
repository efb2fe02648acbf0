import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes.tsx';
import { newBuildReloader } from '@/app/stale-build.ts';
import { config } from '@/config.ts';
import '@/styles/global.css';

/**
 * The app, imported by src/boot.ts once the pre-rendered page has been painted.
 * Pre-rendered pages hydrate; the app shell (unknown paths, /resourcehub, the
 * leaderboards, the console) renders from scratch. The matched lazy route modules
 * are loaded first so the first client render equals the server's HTML.
 */
async function start(container: HTMLElement): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  let pageLoaded = true;
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // A chunk of an older build, gone since: the router asks again and shows the error page,
        // which is not the pre-rendered page, so it is rendered afresh rather than hydrated.
        pageLoaded = false;
      }
    }),
  );
  const router = createBrowserRouter(routes);
  reloadWhenAChunkIsGone(router);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of blocking the main thread (and a tap) for the whole page.
  startTransition(() => {
    // createRoot's first render replaces whatever HTML the container holds.
    if (container.firstElementChild && pageLoaded) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * Vite's signal that a chunk of this build failed to load: most often a deploy since the tab
 * opened. A page being navigated to is left to its error page, which reloads at the new address.
 */
function reloadWhenAChunkIsGone(router: ReturnType<typeof createBrowserRouter>): void {
  window.addEventListener('vite:preloadError', () => {
    if (router.state.navigation.state === 'idle') newBuildReloader.reload();
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');
void start(container).then(async () => {
  // Only where there is somewhere to report to: elsewhere the vitals' code is a request for nothing.
  if (config.isDev || config.vitalsUrl) void (await import('@/app/web-vitals.ts')).startWebVitals();
});
