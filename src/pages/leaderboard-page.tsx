import type { RouteHead } from './page-head.ts';
import { loadGameBackend } from '@/backend/index.ts';
import { Leaderboard } from '@/features/cos/leaderboard/leaderboard.tsx';

export const head: RouteHead = {
  title: 'Leaderboard',
  description: 'Live leaderboard of the Chamber of Secrets.',
};

export function LeaderboardPage() {
  return <Leaderboard loadGameBackend={loadGameBackend} />;
}
