import { POINTS_PER_ANSWER } from './team-name.ts';
import type { Solves, TeamStanding } from '../backend/ports.ts';

/**
 * The standings as they were at `frozenAt`, from the times each team solved its riddles: a
 * team scores only the riddles it solved by then and its time is the last of those (its
 * registration when it had solved none); a team that registered later is left out.
 * Everything else (name, disqualification) is the team as it is now.
 */
export function frozenStandings(
  teams: readonly TeamStanding[],
  solves: Solves,
  frozenAt: number,
): TeamStanding[] {
  return teams
    .filter((team) => team.startedAt <= frozenAt)
    .map((team) => {
      const solvedAt = Object.values(solves[team.teamKey] ?? {}).filter((at) => at <= frozenAt);
      return {
        ...team,
        question: solvedAt.length + 1,
        score: solvedAt.length * POINTS_PER_ANSWER,
        timestamp: Math.max(team.startedAt, ...solvedAt),
      };
    });
}
