import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageHead, type PageHead } from '@/pages/page-head.ts';
import eventPaths from 'virtual:content/event-paths';
import { withEventPages } from '@/app/prerender-paths.ts';
import { routes } from '@/app/routes.tsx';

export const prerenderPaths = withEventPages(eventPaths);

export interface RenderedPage {
  html: string;
  status: number;
  head: PageHead;
}

/** Renders one route to HTML at build time (scripts/build/prerender.mjs writes it to dist/). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) {
    throw new Error(`Pre-rendering ${path} answered with a redirect or response.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    status: context.statusCode,
    head: pageHead(
      context.matches.map((match) => ({ params: match.params, handle: match.route.handle })),
      path,
    ),
  };
}
