import { useEffect, useState } from 'react';
import type { TeamPort, Unsubscribe } from '@/backend/ports.ts';
import { rankTeams } from '@/game/ranking.ts';

/** A team's place on tonight's board, and how many teams the board holds. */
export interface FinalRank {
  place: number;
  of: number;
}

/**
 * The finished team's place, read once from the board: a team that has solved every riddle
 * holds its place (a later finisher ranks below it), so one read is enough. Null until read, in
 * practice, and when the board does not hold the team.
 */
export function useFinalRank(
  teams: Pick<TeamPort, 'watchAll'> | null,
  teamKey: string | null,
): FinalRank | null {
  const [rank, setRank] = useState<FinalRank | null>(null);

  useEffect(() => {
    if (!teams || teamKey === null) return;
    let read = false;
    let unsubscribe: Unsubscribe | null = null;
    const stop = () => {
      unsubscribe?.();
      unsubscribe = null;
    };
    // The board's first reading is all it needs: the watch stops there (at once, if that came
    // before watchAll returned).
    unsubscribe = teams.watchAll((standings) => {
      if (read) return;
      read = true;
      stop();
      const ranked = rankTeams(standings);
      const place = ranked.findIndex((team) => team.teamKey === teamKey) + 1;
      if (place > 0) setRank({ place, of: ranked.length });
    });
    if (read) stop();
    return stop;
  }, [teams, teamKey]);

  return rank;
}
