import { useCallback } from 'react';
import type { TeamPort } from '@/backend/ports.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { useKeptSolves } from '../use-kept-solves.ts';

type LoadSolves = () => Promise<{ teams: Pick<TeamPort, 'getSolves' | 'getTeamSolves'> }>;

/**
 * Every team's solves, for the console's statistics: read once whole, then kept from the live
 * teams, whose records say each new solve, and a team's own read when its board skipped one
 * (use-kept-solves.ts). Null until both are known.
 */
export function useSolves(
  loadGameBackend: LoadSolves,
  teams: TeamStanding[] | null,
): Solves | null {
  const readAll = useCallback(
    async () => (await loadGameBackend()).teams.getSolves(),
    [loadGameBackend],
  );
  const readTeam = useCallback(
    async (teamKey: string) => (await loadGameBackend()).teams.getTeamSolves(teamKey),
    [loadGameBackend],
  );
  return useKeptSolves({ readAll, readTeam }, teams)?.solves ?? null;
}
