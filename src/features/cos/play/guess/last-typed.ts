/**
 * Each team's last wrong answer as typed on this device, kept in `localStorage` so that a reload
 * keeps it: the page compares it with a riddle's notice of a spelling accepted since (the text
 * itself is never published: spelling-offer.ts asks the database about this guess alone). Kept
 * per team: tabs of one browser share the storage, and in local mode each tab may play a team.
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

/** Every team's entry kept on this device, by team key. */
function readAll(): Record<string, LastTyped> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LAST_TYPED_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.values(value).flatMap((typed) => (isLastTyped(typed) ? [[typed.teamKey, typed]] : [])),
    );
  } catch {
    return {};
  }
}

export function keepLastTyped(typed: LastTyped): void {
  try {
    localStorage.setItem(LAST_TYPED_KEY, JSON.stringify({ ...readAll(), [typed.teamKey]: typed }));
  } catch {
    // Storage full or refused: the offer is a convenience, the answer can still be typed.
  }
}

export function readLastTyped(teamKey: string, question: number): LastTyped | null {
  const typed = readAll()[teamKey];
  return typed?.question === question ? typed : null;
}
