import { POINTS_PER_ANSWER } from './numbers.ts';
import type { TeamStanding } from './types.ts';

/** A team on the leaderboard with `score` points, last moved on at `timestamp`. */
export const standing = (teamName: string, score: number, timestamp: number): TeamStanding => ({
  teamKey: teamName,
  teamName,
  score,
  timestamp,
  question: score / POINTS_PER_ANSWER + 1,
  owner: 'abc234OwnerUid',
  startedAt: 0,
});
