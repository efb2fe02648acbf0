/**
 * Each team's last wrong answer as typed on this device, kept in `localStorage` so that a reload
 * keeps it: the page compares it with a riddle's notice of a spelling accepted since (the text
 * itself is never published: spelling-offer.ts asks the database about this guess alone). Kept
 * under a key per team: tabs of one browser share the storage, in local mode each tab may play a
 * team, and a tab's storage reaches the others late, so one map rewritten by two tabs answering
 * at once would lose one team's entry.
 */
export interface LastTyped {
  teamKey: string;
  question: number;
  /** As typed, before normalising: entered again as it was. */
  text: string;
  /** Server time the guess was recorded. */
  at: number;
}

const LAST_TYPED_PREFIX = 'ecs.cos.lastTyped/';

function isLastTyped(value: unknown): value is LastTyped {
  if (typeof value !== 'object' || value === null) return false;
  const typed = value as Partial<LastTyped>;
  return (
    typeof typed.teamKey === 'string' &&
    typeof typed.question === 'number' &&
    typeof typed.text === 'string' &&
    typeof typed.at === 'number'
  );
}

export function keepLastTyped(typed: LastTyped): void {
  try {
    localStorage.setItem(LAST_TYPED_PREFIX + typed.teamKey, JSON.stringify(typed));
  } catch {
    // Storage full or refused: the offer is a convenience, the answer can still be typed.
  }
}

export function readLastTyped(teamKey: string, question: number): LastTyped | null {
  try {
    const typed: unknown = JSON.parse(localStorage.getItem(LAST_TYPED_PREFIX + teamKey) ?? 'null');
    return isLastTyped(typed) && typed.teamKey === teamKey && typed.question === question
      ? typed
      : null;
  } catch {
    return null;
  }
}
