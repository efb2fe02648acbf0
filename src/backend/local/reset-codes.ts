import { randomHex, readStored, writeStored } from './auth-storage.ts';

/** The codes of the password-reset links local mode has "sent", until used or expired. */
export const RESET_CODES_KEY = 'ecs.auth.reset-codes';
/** A reset link left in the console stops working after an hour. */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export interface ResetCode {
  /** The account's (normalised) e-mail. */
  email: string;
  expiresAt: number;
}

type ResetCodes = Record<string, ResetCode>;

const stored = (): ResetCodes => readStored<ResetCodes>(RESET_CODES_KEY, {});

/** Stores a new code for `email` and returns it. */
export function issueResetCode(email: string): string {
  const code = randomHex(16);
  const now = Date.now();
  // Expired codes go whenever a new one is stored, so the list cannot grow without end.
  const unexpired = Object.entries(stored()).filter(([, entry]) => entry.expiresAt > now);
  writeStored(RESET_CODES_KEY, {
    ...Object.fromEntries(unexpired),
    [code]: { email, expiresAt: now + RESET_CODE_LIFETIME_MS },
  });
  return code;
}

export function findResetCode(code: string): ResetCode | undefined {
  const codes = stored();
  return Object.hasOwn(codes, code) ? codes[code] : undefined;
}

export function removeResetCode(code: string): void {
  const codes = stored();
  delete codes[code];
  writeStored(RESET_CODES_KEY, codes);
}
