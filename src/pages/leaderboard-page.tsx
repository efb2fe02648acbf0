import { loadGameBackend } from '../backend/index.ts';
import { Leaderboard } from '../features/cos/leaderboard/leaderboard.tsx';

export function LeaderboardPage() {
  return <Leaderboard loadGameBackend={loadGameBackend} />;
}
