/**
 * The Chamber of Secrets numbers that the database referees. database.rules.json
 * repeats them (JSON cannot import); tests/rules/game-rules.test.ts checks both agree.
 */
export const QUESTION_COUNT = 21;
export const POINTS_PER_ANSWER = 10;
export const TIME_LIMIT_MINUTES = 60;
export const TIME_LIMIT_MS = TIME_LIMIT_MINUTES * 60 * 1000;
/**
 * A right guess recorded before the bell (the end of the team's hour, or the night's close)
 * still moves the team on when its advance lands up to this long after the bell.
 */
export const BELL_GRACE_MS = 60_000;
export const TEAM_NAME_MAX_LENGTH = 40;
/** After a wrong guess, a team waits this many milliseconds (server time) to guess again. */
export const GUESS_COOLDOWN_MS = 5000;
/** The longest announcement organizers may post, in characters. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;
/** What a team name may hold: printable ASCII, so no look-alike letters and no invisible ones. */
export const TEAM_NAME_PATTERN = /^[ -~]+$/;

/**
 * A name the rules accept (before lowercasing): 1..40 printable ASCII, no space at either end
 * and never two in a row, so that no name looks like another ("tesla  coils", "tesla coils").
 */
export function isValidTeamName(name: string): boolean {
  return (
    name.length >= 1 &&
    name.length <= TEAM_NAME_MAX_LENGTH &&
    TEAM_NAME_PATTERN.test(name) &&
    name === name.trim() &&
    !name.includes('  ')
  );
}

/** Characters a Realtime Database key may not hold, '%' first so decoding stays unambiguous. */
const KEY_ENCODINGS: ReadonlyArray<readonly [string, string]> = [
  ['%', '%25'],
  ['.', '%2E'],
  ['#', '%23'],
  ['$', '%24'],
  ['[', '%5B'],
  [']', '%5D'],
  ['/', '%2F'],
];

/** The key a stored (lowercased) team name must live under, as the rules compute it. */
export function encodeTeamKey(teamName: string): string {
  return KEY_ENCODINGS.reduce((key, [char, code]) => key.replaceAll(char, code), teamName);
}

/**
 * When (server time) the team on `question` may record its next guess after `last`: 5 s after
 * it, or at once when the team has moved on since (the wait follows a wrong guess only).
 */
export function nextGuessAt(
  last: { question: number; at: number } | null,
  question: number,
): number {
  return last && last.question >= question ? last.at + GUESS_COOLDOWN_MS : -Infinity;
}
