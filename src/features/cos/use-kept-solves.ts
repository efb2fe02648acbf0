import { useEffect, useMemo, useRef, useState } from 'react';
import { createSolveLedger } from '@/game/solve-ledger.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { retryUntilDone } from './play/retry.ts';

export interface KeptSolves {
  /** Each team's solves as the board shows them now. */
  solves: Solves;
  /** The teams whose earlier solves are being read: until then theirs lack those. */
  incomplete: readonly TeamStanding[];
}

export interface SolveReads {
  /** One team's solves (`solves/{teamKey}`), for a team the board shows past a solve unseen. */
  readTeam: (teamKey: string) => Promise<Readonly<Record<string, number>>>;
  /** Every team's solves, read once first (the console, which shows every team); null: none. */
  readAll: (() => Promise<Solves>) | null;
}

const ignore = () => undefined;

/** A team's solves are asked for once for each riddle it is on in each of its runs. */
export const askFor = (team: TeamStanding) => `${team.teamKey}@${team.startedAt}:${team.question}`;

/**
 * The solves of `teams`, kept all night from each board and the reads it needs (solve-ledger.ts):
 * a view open all night shows the same solves as one opened now. A team whose earlier solves are
 * unknown (the board skipped one, or the view opened after them) is read alone, once per riddle
 * it is on; every read is tried again with backoff until it can be. Null until `teams` and the
 * first read, if any, are known. The reads must keep their identity (useCallback).
 */
export function useKeptSolves(
  { readTeam, readAll }: SolveReads,
  teams: readonly TeamStanding[] | null,
): KeptSolves | null {
  const [ledger] = useState(createSolveLedger);
  const [readFirst, setReadFirst] = useState(readAll === null);
  /** How many reads the ledger took: each draws the board again with what it learned. */
  const [readsKept, setReadsKept] = useState(0);
  const asked = useRef(new Set<string>());
  const stopped = useRef<AbortSignal | null>(null);

  useEffect(() => {
    const stop = new AbortController();
    const asks = asked.current;
    stopped.current = stop.signal;
    if (readAll) {
      retryUntilDone(readAll, stop.signal, ignore).then((solves) => {
        ledger.readAll(solves);
        setReadFirst(true);
      }, ignore);
    }
    return () => {
      stop.abort();
      asks.clear();
    };
  }, [ledger, readAll, readTeam]);

  const kept = useMemo(
    // readsKept stands in the condition so that each read the ledger took draws the board again.
    () => (teams && readFirst && readsKept >= 0 ? ledger.board(teams) : null),
    [ledger, teams, readFirst, readsKept],
  );

  useEffect(() => {
    const signal = stopped.current;
    if (!signal) return;
    const asks = new Map(kept?.incomplete.map((team) => [askFor(team), team]));
    // A team that left the board, or is complete, is asked for again when it lacks a solve again.
    for (const ask of asked.current) if (!asks.has(ask)) asked.current.delete(ask);
    for (const [ask, team] of asks) {
      if (asked.current.has(ask)) continue;
      asked.current.add(ask);
      retryUntilDone(() => readTeam(team.teamKey), signal, ignore).then((times) => {
        ledger.read(team.teamKey, times);
        setReadsKept((reads) => reads + 1);
      }, ignore);
    }
  }, [kept, ledger, readTeam]);

  return kept;
}
