import { useEffect, useMemo, useRef, useState } from 'react';
import type { TeamPort } from '@/backend/ports.ts';
import { solvesOnBoard } from '@/game/standings.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { retryUntilDone } from '@/features/cos/play/retry.ts';
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

/** A team's solves are read once per run: a team reset and registered again starts a new one. */
const runOf = (team: TeamStanding) => `${team.teamKey}@${team.startedAt}`;

/**
 * The top ten's score over time, from each one's solves (read once when it first makes the
 * chart, with `getTeamSolves`: the wall reads no team it does not draw) kept current from the
 * live board, as solvesOnBoard does. While a team new to the top ten has its solves read, the
 * race last drawn stays (none before the first ten are read): drawn without that line, the
 * ranks drawn, and so the lines' styles, would change twice, and each time the chart is made
 * anew, a task of up to 50 ms on a 4x slowed CPU. Held at `frozenAt` while the
 * board is frozen, else drawn to now. Also gives the solves it read.
 */
export function useScoreRace(
  loadBackend: LoadTeamSolves,
  ranked: readonly TeamStanding[] | null,
  frozenAt: number | null | undefined,
): { race: ScoreRace | null; solves: Solves } {
  const [read, setRead] = useState<Record<string, Record<string, number>>>({});
  const topTen = useMemo(() => (ranked ? chartedTeams(ranked) : null), [ranked]);
  const charted = useSameItems(topTen);
  /** The runs asked for, answered or not: each is asked once, however often the board changes. */
  const asked = useRef(new Set<string>());
  const reading = useRef<AbortController | null>(null);

  useEffect(() => {
    const stopped = new AbortController();
    reading.current = stopped;
    const runs = asked.current;
    return () => {
      stopped.abort();
      runs.clear();
    };
  }, [loadBackend]);

  useEffect(() => {
    const signal = reading.current?.signal;
    if (!signal) return;
    for (const team of charted ?? []) {
      const run = runOf(team);
      if (asked.current.has(run)) continue;
      asked.current.add(run);
      retryUntilDone(
        async () => (await loadBackend()).teams.getTeamSolves(team.teamKey),
        signal,
        () => undefined,
      ).then(
        (times) => setRead((known) => ({ ...known, [run]: times })),
        () => undefined,
      );
    }
  }, [loadBackend, charted]);

  const [now, setNow] = useState(() => Date.now());
  const live = frozenAt === null;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setNow(Date.now()), CHART_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [live]);

  const next = useMemo(() => {
    if (!charted || frozenAt === undefined) return { race: null, reading: false, solves: {} };
    const drawn = charted.filter((team) => runOf(team) in read);
    const solves = solvesOnBoard(
      Object.fromEntries(drawn.map((team) => [team.teamKey, read[runOf(team)] ?? {}])),
      drawn,
    );
    if (drawn.length < charted.length) return { race: null, reading: true, solves };
    return { race: scoreRace(charted, solves, frozenAt ?? now), reading: false, solves };
  }, [charted, read, frozenAt, now]);
  const [shown, setShown] = useState<ScoreRace | null>(null);
  if (!next.reading && next.race !== shown) setShown(next.race);
  return { race: next.reading ? shown : next.race, solves: next.solves };
}
