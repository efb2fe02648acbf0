/**
 * The short code a device's intro screen shows, so an organizer can move a team to it.
 * Derived from the game identity's uid; the console and the rules (`devices/{code}`) agree on it.
 */

/** Base32 without the look-alikes 0, 1, O and I. */
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEVICE_CODE_LENGTH = 6;

/** First 6 characters of SHA-256(uid), each byte mapped to the alphabet by `byte % 32`. */
export async function deviceCode(uid: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(uid)),
  );
  return Array.from(
    digest.subarray(0, DEVICE_CODE_LENGTH),
    (byte) => DEVICE_CODE_ALPHABET[byte % 32],
  ).join('');
}
