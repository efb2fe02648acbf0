import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/components/motion/use-reduced-motion.ts';

/** How long each page of the board stays up: long enough to find your team and read its row. */
export const PAGE_MS = 10_000;

type Choice = 'auto' | 'playing' | 'paused';

/**
 * Which page of the board is up, turning every PAGE_MS while there is more than one, unless
 * the viewer paused it or asks for reduced motion (then the pages turn only when pressed, or
 * after Play). Turning by hand starts the wait for the next turn again.
 */
export function usePageTurns(pages: number) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<Choice>('auto');
  const [turn, setTurn] = useState({ page: 0, at: 0 });
  const turning = choice === 'playing' || (choice === 'auto' && !reducedMotion);

  useEffect(() => {
    if (!turning || pages < 2) return;
    const timer = window.setInterval(
      () => setTurn(({ page, at }) => ({ page: page + 1, at })),
      PAGE_MS,
    );
    return () => window.clearInterval(timer);
  }, [turning, pages, turn.at]);

  const turnBy = (step: number) => setTurn(({ page, at }) => ({ page: page + step, at: at + 1 }));
  return {
    page: turn.page,
    turning,
    next: () => turnBy(1),
    previous: () => turnBy(-1),
    toggle: () => setChoice(turning ? 'paused' : 'playing'),
  };
}
