import type { GameBackend } from '../../../backend/index.ts';
import type { TeamPort, TeamStanding } from '../../../backend/ports.ts';

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

const unused = () => Promise.reject(new Error('unused by the leaderboard'));

/** A game backend whose only live part is the teams' stream, given by `watchAll`. */
export function boardBackend(watchAll: TeamPort['watchAll']): GameBackend {
  const teams: TeamPort = {
    get: async () => null,
    register: unused,
    ownedTeam: async () => null,
    guess: unused,
    lastGuess: unused,
    advance: unused,
    getSolves: async () => ({}),
    watchAll,
  };
  const night = {
    withoutSchedule: 'closed' as const,
    watchNight: () => () => undefined,
    checkPractice: unused,
    registerDevice: unused,
  };
  return { teams, questions: { getQuestion: async () => null }, night };
}
