import type { TeamStanding } from '../../../backend/ports.ts';

/** A team on the leaderboard with `score` points, last moved on at `timestamp`. */
export const standing = (teamName: string, score: number, timestamp: number): TeamStanding => ({
  teamKey: teamName,
  teamName,
  score,
  timestamp,
  question: score / 10 + 1,
  owner: 'u',
  startedAt: 0,
});
