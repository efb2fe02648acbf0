import { useEffect, useMemo, useState } from 'react';
import type { TeamPort } from '@/backend/ports.ts';
import { teamSolvesOnBoard } from '@/game/standings.ts';
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
  const [onBoard] = useState(keptSolvesOnBoard);
  return useMemo(() => (read && teams ? onBoard(read, teams) : null), [read, teams, onBoard]);
}

/**
 * solvesOnBoard, each team's solves kept while its object is the same (use-night-feed.ts merges
 * the teams): at 500 teams a team that moves on costs its own solves, not everyone's, and the
 * statistics tell by identity whose solves changed.
 */
function keptSolvesOnBoard() {
  let keptFor: Solves | null = null;
  let kept = new WeakMap<TeamStanding, Readonly<Record<string, number>>>();
  return (read: Solves, teams: readonly TeamStanding[]): Solves => {
    if (read !== keptFor) {
      keptFor = read;
      kept = new WeakMap();
    }
    const solvesOf = (team: TeamStanding) => {
      const solved = kept.get(team) ?? teamSolvesOnBoard(read, team);
      kept.set(team, solved);
      return [team.teamKey, solved] as const;
    };
    return Object.fromEntries(teams.map(solvesOf));
  };
}
