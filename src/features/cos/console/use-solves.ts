import { useEffect, useMemo, useState } from 'react';
import type { TeamPort } from '@/backend/ports.ts';
import { solvesOnBoard } from '@/game/standings.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { retryUntilDone } from '../play/retry.ts';

/**
 * Every team's solves: read once (again, with backoff, until it can be), then kept current from
 * the live teams, whose records say each new solve (solvesOnBoard): the console never reads every
 * solve again. Null until both are known.
 */
export function useSolves(
  loadGameBackend: () => Promise<{ teams: Pick<TeamPort, 'getSolves'> }>,
  teams: readonly TeamStanding[] | null,
): Solves | null {
  const [read, setRead] = useState<Solves | null>(null);
  useEffect(() => {
    const stopped = new AbortController();
    retryUntilDone(
      async () => (await loadGameBackend()).teams.getSolves(),
      stopped.signal,
      () => undefined,
    ).then(setRead, () => undefined);
    return () => stopped.abort();
  }, [loadGameBackend]);
  return useMemo(() => (read && teams ? solvesOnBoard(read, teams) : null), [read, teams]);
}
