import { useEffect, type Dispatch } from 'react';
import type { GameEvent, GameState } from '@/game/machine.ts';

/**
 * A practice's progress, kept in this tab's sessionStorage so a reload does not lose it. A
 * team's progress needs no such keeping: the database records every guess before judging it.
 */
export const PRACTICE_KEY = 'ecs.cos.practice';

interface PracticeProgress {
  question: number;
  score: number;
}

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function keptPractice(): PracticeProgress | null {
  const kept = read(PRACTICE_KEY);
  if (typeof kept !== 'object' || kept === null) return null;
  const { question, score } = kept as Record<string, unknown>;
  return typeof question === 'number' && typeof score === 'number' ? { question, score } : null;
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (a privacy mode): the leave prompt still warns before anything is lost.
  }
}

/**
 * Picks a practice up where a reload left it, keeps its progress in step with the game, and
 * forgets it at the finish.
 */
export function usePracticeKeeping(
  { practice, phase, question, score }: GameState,
  dispatch: Dispatch<GameEvent>,
) {
  useEffect(() => {
    // After hydration: the pre-rendered page is the intro.
    const kept = keptPractice();
    if (kept) dispatch({ type: 'PRACTICE_START', ...kept });
  }, [dispatch]);

  useEffect(() => {
    if (!practice) return;
    write(PRACTICE_KEY, phase === 'finished' ? null : { question, score });
  }, [practice, phase, question, score]);
}
