import { useEffect } from 'react';
import type { TeamRecord } from '../../backend/ports.ts';
import type { GameState } from './game-machine.ts';

/**
 * What a reload or a closed tab must not lose, kept in this tab's sessionStorage: correct
 * answers not saved yet (with the question the first one solves), and a practice's progress.
 */
const UNSAVED_KEY = 'ecs.cos.unsaved';
const PRACTICE_KEY = 'ecs.cos.practice';

interface KeptAnswers {
  teamKey: string;
  /** The question `proofs[0]` solves; the others follow in order. */
  fromQuestion: number;
  proofs: string[];
}

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

function isKeptAnswers(value: unknown): value is KeptAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { teamKey, fromQuestion, proofs } = value as Record<string, unknown>;
  return (
    typeof teamKey === 'string' &&
    typeof fromQuestion === 'number' &&
    Array.isArray(proofs) &&
    proofs.every((proof) => typeof proof === 'string')
  );
}

/** The answers this tab had not saved for the team, from the question its record is on. */
export function keptAnswers(teamKey: string, record: TeamRecord): string[] {
  const kept = read(UNSAVED_KEY);
  if (!isKeptAnswers(kept) || kept.teamKey !== teamKey) return [];
  const alreadySaved = record.question - kept.fromQuestion;
  return alreadySaved < 0 ? [] : kept.proofs.slice(alreadySaved);
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

/** Keeps the unsaved answers and the practice's progress in step with the game. */
export function useSessionKeeping({
  team,
  saved,
  unsaved,
  practice,
  phase,
  question,
  score,
}: GameState) {
  const teamKey = team?.teamKey;
  const fromQuestion = saved?.question;
  const proofs = unsaved.join(' ');
  useEffect(() => {
    // Until a team is back in play, what was kept waits for it.
    if (!teamKey || fromQuestion === undefined) return;
    const answers = proofs ? proofs.split(' ') : [];
    write(UNSAVED_KEY, answers.length > 0 ? { teamKey, fromQuestion, proofs: answers } : null);
  }, [teamKey, fromQuestion, proofs]);

  useEffect(() => {
    if (!practice) return;
    write(PRACTICE_KEY, phase === 'finished' ? null : { question, score });
  }, [practice, phase, question, score]);
}
