import type { TeamStanding } from '../../../backend/ports.ts';

/** Highest score first; on a tie, the team that got there earlier. */
export function rankTeams(teams: readonly TeamStanding[]): TeamStanding[] {
  return [...teams].sort(
    (a, b) =>
      b.score - a.score || a.timestamp - b.timestamp || a.teamName.localeCompare(b.teamName),
  );
}
