import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TeamPort } from '@/backend/ports.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { useKeptSolves } from '@/features/cos/use-kept-solves.ts';
import { chartedTeams, scoreRace, type ScoreRace } from './score-race.ts';

export type LoadTeamSolves = () => Promise<{ teams: Pick<TeamPort, 'getTeamSolves'> }>;

/** How often a live chart moves its end on to now, when no solve has moved it. */
export const CHART_CLOCK_MS = 30_000;

/**
 * `items`, or the array given before while it holds the same items in the same order: the board
 * keeps each unchanged team's object (mergeStandings), so a new board whose top ten did not
 * change draws no new chart.
 */
function useSameItems<T>(items: readonly T[] | null): readonly T[] | null {
  const [kept, setKept] = useState(items);
  const same =
    kept === items ||
    (kept !== null &&
      items !== null &&
      kept.length === items.length &&
      kept.every((item, index) => item === items[index]));
  if (!same) setKept(items);
  return same ? kept : items;
}

/**
 * The top ten's score over time, from each one's solves kept all night (use-kept-solves.ts): a
 * team's own solves are read (`getTeamSolves`: the wall reads no team it does not draw) only when
 * the board shows it past a solve the wall has not seen, as on opening or after a poll that
 * skipped one; every other solve comes from the live board. While a team's solves are read, the
 * race last drawn stays (none before the first ten are known): drawn without what is being read,
 * the ranks drawn, and so the lines' styles, would change twice, and each time the chart is made
 * anew, a task of up to 50 ms on a 4x slowed CPU. Held at `frozenAt` while the board is frozen,
 * else drawn to now. Also gives the top ten's solves.
 */
export function useScoreRace(
  loadBackend: LoadTeamSolves,
  ranked: readonly TeamStanding[] | null,
  frozenAt: number | null | undefined,
): { race: ScoreRace | null; solves: Solves } {
  const topTen = useMemo(() => (ranked ? chartedTeams(ranked) : null), [ranked]);
  const charted = useSameItems(topTen);
  const readTeam = useCallback(
    async (teamKey: string) => (await loadBackend()).teams.getTeamSolves(teamKey),
    [loadBackend],
  );
  const kept = useKeptSolves({ readTeam, readAll: null }, charted);

  const [now, setNow] = useState(() => Date.now());
  const live = frozenAt === null;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setNow(Date.now()), CHART_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [live]);

  const next = useMemo(() => {
    if (!charted || !kept || frozenAt === undefined)
      return { race: null, reading: true, solves: {} };
    const { solves, incomplete } = kept;
    if (incomplete.length > 0) return { race: null, reading: true, solves };
    return { race: scoreRace(charted, solves, frozenAt ?? now), reading: false, solves };
  }, [charted, kept, frozenAt, now]);
  const [shown, setShown] = useState<ScoreRace | null>(null);
  if (!next.reading && next.race !== shown) setShown(next.race);
  return { race: next.reading ? shown : next.race, solves: next.solves };
}
