import { POINTS_PER_ANSWER } from './numbers.ts';
import { rankTeams } from './ranking.ts';
import type { Solves, TeamStanding } from './types.ts';

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

function sameStanding(a: TeamStanding, b: TeamStanding): boolean {
  const keys = Object.keys(a) as (keyof TeamStanding)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The ranked board after `incoming`, or null when it is the board already shown. A team that
 * did not change keeps its object from `previous`, so a view can tell by identity what changed.
 */
export function mergeStandings(
  previous: readonly TeamStanding[] | null,
  incoming: readonly TeamStanding[],
): TeamStanding[] | null {
  const shown = new Map(previous?.map((team) => [team.teamKey, team]));
  let changed = previous === null || previous.length !== incoming.length;
  const merged = incoming.map((team) => {
    const old = shown.get(team.teamKey);
    if (old && sameStanding(old, team)) return old;
    changed = true;
    return team;
  });
  return changed ? rankTeams(merged) : null;
}
