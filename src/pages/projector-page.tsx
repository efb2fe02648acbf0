import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { pageHead, type RouteHead } from './page-head.ts';
import { loadGameBackend } from '@/backend/index.ts';
import { ProjectorBoard } from '@/features/cos/leaderboard/projector/projector-board.tsx';

export const head: RouteHead = {
  title: 'Leaderboard for the projector',
  description: 'The live Chamber of Secrets leaderboard in large type, for a projector.',
};

/**
 * A screen of its own, outside the site's layout: no header or footer on the wall. So it
 * keeps the document's title itself, as the layout does for the other pages.
 */
export function ProjectorPage() {
  const { title } = pageHead(useMatches(), useLocation().pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main">
      <ProjectorBoard loadGameBackend={loadGameBackend} />
    </main>
  );
}
