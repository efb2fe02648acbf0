import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentViews, type ContentViewName } from '../../../src/content/content-views.ts';
import type { Content } from '../../../src/content/schema/collections.ts';
import { calendarFiles } from './calendar-files.ts';
import { describeProblems, loadContent } from './load-content.ts';
import { siteUrl } from '../seo-files.mjs';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Reads and checks the content files once per build, failing it with every problem (file, field
 * and what is wrong), and serves each page's view as `virtual:content/<name>`: plain data, so no
 * parser or schema reaches the browser, and the events' calendar files (`/events/{slug}.ics` and
 * `/events.ics`). In development an edited file reloads the page.
 */
export function contentData(root: string): Plugin {
  let content: Content | undefined;
  const read = (): Content => {
    const outcome = loadContent(root);
    if (!outcome.content) throw new Error(describeProblems(outcome.problems));
    return outcome.content;
  };
  const isContent = (path: string) => !relative(join(root, 'content'), path).startsWith('..');

  return {
    name: 'ecs-content',
    buildStart() {
      content = read();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (!(name in contentViews))
        throw new Error(`There is no content view "${name}" (src/content/content-views.ts).`);
      content ??= read();
      const view = contentViews[name as ContentViewName](content, { origin: siteUrl() });
      return `export default ${JSON.stringify(view)};`;
    },
    generateBundle() {
      content ??= read();
      for (const [path, source] of calendarFiles(content, siteUrl(), Date.now()))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.endsWith('.ics')) return next();
        content ??= read();
        const file = calendarFiles(content, siteUrl(), Date.now()).get(path);
        if (file === undefined) return next();
        response.setHeader('content-type', 'text/calendar; charset=utf-8');
        response.end(file);
      });
      server.watcher.add(join(root, 'content'));
      const reload = (path: string) => {
        if (!isContent(path)) return;
        content = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload).on('change', reload).on('unlink', reload);
    },
  };
}
