import type { ArchivedNight } from '../../../backend/ports.ts';
import { rankTeams } from './rank-teams.ts';
import type { BoardTeam } from './standing-row.tsx';

/** A past night's final board: ranked as tonight's is, with disqualified teams after every other. */
export function rankPastNight(night: ArchivedNight): BoardTeam[] {
  const teams = Object.entries(night.teams).map(([teamKey, team]) => ({ teamKey, ...team }));
  return [
    ...rankTeams(teams.filter((team) => !team.disqualified)),
    ...rankTeams(teams.filter((team) => team.disqualified)),
  ];
}
