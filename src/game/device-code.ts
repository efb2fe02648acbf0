import { DEVICE_CODE_LENGTH } from './numbers.ts';

/**
 * The short code a device's intro screen shows, so an organizer can move a team to it: the
 * first DEVICE_CODE_LENGTH characters of the game identity's uid, uppercased. The rules check
 * that a device registers only its own code (`auth.uid.toUpperCase().beginsWith($code)` at
 * `devices/{code}`), so no account can take another's code or fill `devices/` with codes.
 */

/** What a code may hold (the rules' `$code.matches`): a Firebase uid's letters and digits. */
export const DEVICE_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${DEVICE_CODE_LENGTH}}$`);

/** This uid's code, or null for a uid that gives none (one not of letters and digits). */
export function deviceCode(uid: string): string | null {
  const code = uid.slice(0, DEVICE_CODE_LENGTH).toUpperCase();
  return DEVICE_CODE_PATTERN.test(code) ? code : null;
}
