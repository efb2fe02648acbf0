import { DEVICE_CODE_PATTERN } from './device-code.ts';
import { ANNOUNCEMENT_MAX_LENGTH } from './numbers.ts';

/**
 * The code an organizer typed, as the device stores it: uppercased, without the spaces or
 * dashes it may have been read out with; null when no device could show it.
 */
export function normaliseDeviceCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return DEVICE_CODE_PATTERN.test(code) ? code : null;
}

/** The announcement as posted (trimmed), or null when the rules would refuse its length. */
export function announcementText(typed: string): string | null {
  const text = typed.trim();
  return text.length >= 1 && text.length <= ANNOUNCEMENT_MAX_LENGTH ? text : null;
}
