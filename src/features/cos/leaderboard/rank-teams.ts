import type { TeamStanding } from '../../../backend/ports.ts';

/** What ranking looks at: tonight's standings and a past night's teams both have it. */
export type RankedTeam = Pick<TeamStanding, 'teamKey' | 'teamName' | 'score' | 'timestamp'>;

/** Highest score first; on a tie, the team that got there earlier; never an unstable order. */
export function rankTeams<Team extends RankedTeam>(teams: readonly Team[]): Team[] {
  return [...teams].sort(
    (a, b) =>
      b.score - a.score ||
      a.timestamp - b.timestamp ||
      a.teamName.localeCompare(b.teamName) ||
      (a.teamKey < b.teamKey ? -1 : a.teamKey > b.teamKey ? 1 : 0),
  );
}
