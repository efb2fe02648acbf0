import type { TeamStanding } from './types.ts';

/** What ranking looks at: tonight's standings and a past night's teams both have it. */
export type RankedTeam = Pick<
  TeamStanding,
  'teamKey' | 'teamName' | 'score' | 'timestamp' | 'disqualified'
>;

const disqualified = (team: RankedTeam) => (team.disqualified === true ? 1 : 0);

/**
 * Highest score first; on a tie, the team that got there earlier; disqualified teams after
 * every other, in the same order among themselves; never an unstable order.
 */
export function rankTeams<Team extends RankedTeam>(teams: readonly Team[]): Team[] {
  return [...teams].sort(
    (a, b) =>
      disqualified(a) - disqualified(b) ||
      b.score - a.score ||
      a.timestamp - b.timestamp ||
      a.teamName.localeCompare(b.teamName) ||
      (a.teamKey < b.teamKey ? -1 : a.teamKey > b.teamKey ? 1 : 0),
  );
}
