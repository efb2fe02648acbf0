import { withEventPages } from '../../../src/app/prerender-paths.ts';
import { eventPaths } from '../../../src/content/views/event-pages.ts';
import { projectRoot } from '../hosting-rules.ts';
import { describeProblems, loadContent } from './load-content.ts';

/**
 * The paths `npm run build` pre-renders, made from the committed content as the build makes them
 * (src/entry-server.tsx), for the tests and journeys that walk every pre-rendered page.
 */
export function prerenderedPaths(root = projectRoot): readonly string[] {
  const { content, problems } = loadContent(root);
  if (!content) throw new Error(describeProblems(problems));
  return withEventPages(eventPaths(content));
}
