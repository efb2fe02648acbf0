import type { TeamStanding } from '../../../backend/ports.ts';
import { rankTeams } from '../../../game/ranking.ts';

function sameStanding(a: TeamStanding, b: TeamStanding): boolean {
  const keys = Object.keys(a) as (keyof TeamStanding)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The ranked board after `incoming`, or null when it is the board already shown. A team
 * that did not change keeps its object from `previous`, so its memoised row is not rendered again.
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
