import { useEffect } from 'react';
import type { GameState } from '@/game/machine.ts';

/**
 * A practice's progress, kept in this tab's sessionStorage so a reload does not lose it. A
 * team's progress needs no such keeping: the database records every guess before judging it.
 */
const PRACTICE_KEY = 'ecs.cos.practice';

export interface PracticeProgress {
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

export function keptPractice(): PracticeProgress | null {
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

/** Keeps the practice's progress in step with the game, and forgets it at the finish. */
export function useSessionKeeping({ practice, phase, question, score }: GameState) {
  useEffect(() => {
    if (!practice) return;
    write(PRACTICE_KEY, phase === 'finished' ? null : { question, score });
  }, [practice, phase, question, score]);
}
