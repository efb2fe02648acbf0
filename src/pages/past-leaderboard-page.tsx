import { useParams } from 'react-router-dom';
import type { RouteHead } from './page-head.ts';
import { loadGameBackend } from '@/backend/index.ts';
import { pastNightTitle } from '@/features/cos/leaderboard/night-date.ts';
import { PastLeaderboard } from '@/features/cos/leaderboard/past-leaderboard.tsx';

/** The route's title and description, loaded with the page (see routes.tsx). */
export const head: RouteHead = {
  title: (params) => pastNightTitle(params.date),
  description: 'Final leaderboard of a past Chamber of Secrets night.',
};

export function PastLeaderboardPage() {
  const { date } = useParams();
  return <PastLeaderboard key={date} date={date} loadGameBackend={loadGameBackend} />;
}
