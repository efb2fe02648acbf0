import { DEVICE_CODE_ALPHABET, DEVICE_CODE_LENGTH } from './device-code.ts';
import { ANNOUNCEMENT_MAX_LENGTH } from './game-rules.ts';

/** The code an organizer typed, trimmed and uppercased, or null when no device could show it. */
export function normaliseDeviceCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  const fromAlphabet = [...code].every((char) => DEVICE_CODE_ALPHABET.includes(char));
  return code.length === DEVICE_CODE_LENGTH && fromAlphabet ? code : null;
}

/** The announcement as posted (trimmed), or null when the rules would refuse its length. */
export function announcementText(typed: string): string | null {
  const text = typed.trim();
  return text.length >= 1 && text.length <= ANNOUNCEMENT_MAX_LENGTH ? text : null;
}
