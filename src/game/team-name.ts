import { TEAM_NAME_MAX_LENGTH } from './numbers.ts';

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
export const KEY_ENCODINGS: ReadonlyArray<readonly [string, string]> = [
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

/** The team's record key: the lowercased, trimmed name with the characters keys forbid as %XX. */
export function teamKey(teamName: string): string {
  return encodeTeamKey(teamName.toLowerCase().trim());
}
