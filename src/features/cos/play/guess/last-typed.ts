/**
 * The team's last wrong answer as typed on this device, kept in `localStorage` so that a reload
 * keeps it: the page compares it with a riddle's notice of a spelling accepted since (the text
 * itself is never published: spelling-offer.ts asks the database about this guess alone).
 */
export interface LastTyped {
  teamKey: string;
  question: number;
  /** As typed, before normalising: entered again as it was. */
  text: string;
  /** Server time the guess was recorded. */
  at: number;
}

export const LAST_TYPED_KEY = 'ecs.cos.lastTyped';

export function keepLastTyped(typed: LastTyped): void {
  try {
    localStorage.setItem(LAST_TYPED_KEY, JSON.stringify(typed));
  } catch {
    // Storage full or refused: the offer is a convenience, the answer can still be typed.
  }
}

export function readLastTyped(teamKey: string, question: number): LastTyped | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LAST_TYPED_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const typed = value as Partial<LastTyped>;
    return typed.teamKey === teamKey &&
      typed.question === question &&
      typeof typed.text === 'string' &&
      typeof typed.at === 'number'
      ? (typed as LastTyped)
      : null;
  } catch {
    return null;
  }
}
