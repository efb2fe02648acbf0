import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import './styles/global.css';

/**
 * The app, imported by src/boot.ts once the pre-rendered page has been painted.
 * Pre-rendered pages hydrate; the app shell (unknown paths, /resourcehub, /CoS)
 * renders from scratch. The matched lazy route modules are loaded first so the
 * first client render equals the server's HTML.
 */
async function start(container: HTMLElement): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of blocking the main thread (and a tap) for the whole page.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');
void start(container).then(() => import('./app/web-vitals.ts').then((m) => m.startWebVitals()));
