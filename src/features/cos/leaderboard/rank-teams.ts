import type { TeamStanding } from '../../../backend/ports.ts';

/** Highest score first; on a tie, the team that got there earlier; never an unstable order. */
export function rankTeams(teams: readonly TeamStanding[]): TeamStanding[] {
  return [...teams].sort(
    (a, b) =>
      b.score - a.score ||
      a.timestamp - b.timestamp ||
      a.teamName.localeCompare(b.teamName) ||
      (a.teamKey < b.teamKey ? -1 : a.teamKey > b.teamKey ? 1 : 0),
  );
}
