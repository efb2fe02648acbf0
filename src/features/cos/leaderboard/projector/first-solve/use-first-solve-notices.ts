import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/components/motion/use-reduced-motion.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { highestSolved, newFirstSolves, type FirstSolve } from './first-solves.ts';

/** How long the wall shows each first solve, its fades included (first-solve-notice.tsx). */
export const NOTICE_MS = 7_000;

/** The highest riddle solved on the board last shown, for the night it was shown in. */
interface Seen {
  night: string;
  riddle: number;
}

/**
 * The first solve to show on the wall now, or null: each riddle's first solve that happens
 * while the wall watches `night` live (null while the board is frozen or not yet known), one at
 * a time for NOTICE_MS each; one that a newer first solve follows before its turn is skipped. Nothing already solved when the wall opens, unfreezes or a new
 * night starts is announced, and nothing at all under prefers-reduced-motion.
 */
export function useFirstSolveNotices(
  teams: readonly TeamStanding[] | null,
  night: string | null,
  solves: Solves,
): FirstSolve | null {
  const reducedMotion = useReducedMotion();
  const seen = useRef<Seen | null>(null);
  const [queue, setQueue] = useState<FirstSolve[]>([]);

  useEffect(() => {
    const before = seen.current;
    if (teams === null || night === null) {
      seen.current = null;
      return;
    }
    const sameNight = before?.night === night;
    seen.current = {
      night,
      riddle: Math.max(highestSolved(teams), sameNight ? before.riddle : 0),
    };
    if (!sameNight || reducedMotion) return;
    const newest = newFirstSolves(before.riddle, teams, solves).at(-1);
    // The one shown finishes, and only the newest waits: a fast team would otherwise leave the
    // wall a queue of cards behind it, each older than the solve on the board.
    if (newest) setQueue((queue) => [...queue.slice(0, 1), newest]);
  }, [teams, night, solves, reducedMotion]);

  const shown = reducedMotion ? undefined : queue[0];
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setQueue((waiting) => waiting.slice(1)), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown ?? null;
}
