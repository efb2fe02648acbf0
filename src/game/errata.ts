import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from './numbers.ts';
import type { Errata } from './types.ts';

/** The riddle numbers a correction may be attached to: 1..QUESTION_COUNT. */
export function isRiddleNumber(qNo: number): boolean {
  return Number.isInteger(qNo) && qNo >= 1 && qNo <= QUESTION_COUNT;
}

/** A correction as posted (trimmed), or null when the rules would refuse its length. */
export function erratumText(typed: string): string | null {
  const text = typed.trim();
  return text.length >= 1 && text.length <= ERRATUM_MAX_LENGTH ? text : null;
}

/**
 * The stored `game/errata` node, keeping each riddle's correction shaped as one. The REST API
 * sends an array for keys 1, 2, 3... (as it does for solves): its entries read the same.
 */
export function toErrata(value: unknown): Errata {
  if (typeof value !== 'object' || value === null) return {};
  const errata: Errata = {};
  for (const [key, stored] of Object.entries(value)) {
    if (!isRiddleNumber(Number(key)) || String(Number(key)) !== key) continue;
    if (typeof stored !== 'object' || stored === null) continue;
    const { text, at } = stored as { text?: unknown; at?: unknown };
    if (typeof text === 'string' && text !== '' && typeof at === 'number' && Number.isFinite(at))
      errata[key] = { text, at };
  }
  return errata;
}

/** The errata by riddle number, in riddle order, for the lists that show them all. */
export function errataInOrder(errata: Errata): { qNo: number; text: string; at: number }[] {
  return Object.entries(errata)
    .map(([key, erratum]) => ({ qNo: Number(key), ...erratum }))
    .sort((a, b) => a.qNo - b.qNo);
}
