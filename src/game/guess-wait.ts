import { GUESS_COOLDOWN_MS } from './numbers.ts';

/** What the wait looks at in a team's last recorded guess (a GuessRecord has more). */
export interface RecordedGuess {
  question: number;
  /** Server time the guess was recorded. */
  at: number;
}

/**
 * When (server time) the team on `question` may record its next guess after `last`:
 * GUESS_COOLDOWN_MS after it, or at once (-Infinity) when there is none or the team has moved on
 * since (the wait follows a wrong guess only). database.rules.json and the local backend refuse
 * an earlier guess; the pages count down to it.
 */
export function nextGuessAt(last: RecordedGuess | null, question: number): number {
  return last && last.question >= question ? last.at + GUESS_COOLDOWN_MS : -Infinity;
}

/** Whether a guess by the team on `question` at server time `now` comes too soon after `last`. */
export function mustWait(last: RecordedGuess | null, question: number, now: number): boolean {
  return now < nextGuessAt(last, question);
}

/**
 * nextGuessAt on this device's clock (`clockOffset`: the server's clock minus the device's);
 * null when the team may guess at once.
 */
export function nextGuessOnDevice(
  last: RecordedGuess | null,
  question: number,
  clockOffset: number,
): number | null {
  const serverTime = nextGuessAt(last, question);
  return Number.isFinite(serverTime) ? serverTime - clockOffset : null;
}
