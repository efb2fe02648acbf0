import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/components/motion/use-reduced-motion.ts';

/** How long each page of the board stays up: long enough to find your team and read its row. */
export const PAGE_MS = 10_000;

type Choice = 'auto' | 'playing' | 'paused';

/**
 * Turns the board's pages (`turn`: 1 the next, -1 the one before) every PAGE_MS while there is
 * more than one, unless the viewer paused it or asks for reduced motion (then the pages turn
 * only when pressed, or after Play). Turning by hand starts the wait for the next turn again.
 */
export function usePageTurns(pages: number, turn: (step: 1 | -1) => void) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<Choice>('auto');
  const [byHand, setByHand] = useState(0);
  const turning = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  // The timer turns with the latest `turn` without starting its wait again when it changes.
  const latestTurn = useRef(turn);
  useEffect(() => {
    latestTurn.current = turn;
  }, [turn]);

  useEffect(() => {
    if (!turning || pages < 2) return;
    const timer = window.setInterval(() => latestTurn.current(1), PAGE_MS);
    return () => window.clearInterval(timer);
  }, [turning, pages, byHand]);

  const turnBy = (step: 1 | -1) => {
    turn(step);
    setByHand((turns) => turns + 1);
  };
  return {
    turning,
    next: () => turnBy(1),
    previous: () => turnBy(-1),
    toggle: () => setChoice(turning ? 'paused' : 'playing'),
  };
}
