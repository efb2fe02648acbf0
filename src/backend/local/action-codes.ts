import { randomHex, readStored, writeStored } from './auth-storage.ts';

/**
 * The codes of the links local mode has "sent" (a password reset, an address verification),
 * until used or expired.
 */
export const ACTION_CODES_KEY = 'ecs.auth.action-codes';
/** A link left in the console stops working after an hour. */
export const ACTION_CODE_LIFETIME_MS = 60 * 60 * 1000;

/** What a link does, as Firebase's links say it in their `mode`. */
export type ActionMode = 'resetPassword' | 'verifyEmail';

export interface ActionCode {
  /** The account's (normalised) e-mail. */
  email: string;
  mode: ActionMode;
  expiresAt: number;
}

type ActionCodes = Record<string, ActionCode>;

const stored = (): ActionCodes => readStored<ActionCodes>(ACTION_CODES_KEY, {});

/** Stores a new code for `email` and returns it. */
export function issueActionCode(email: string, mode: ActionMode): string {
  const code = randomHex(16);
  const now = Date.now();
  // Expired codes go whenever a new one is stored, so the list cannot grow without end.
  const unexpired = Object.entries(stored()).filter(([, entry]) => entry.expiresAt > now);
  writeStored(ACTION_CODES_KEY, {
    ...Object.fromEntries(unexpired),
    [code]: { email, mode, expiresAt: now + ACTION_CODE_LIFETIME_MS },
  });
  return code;
}

/** The code's entry if it was issued for `mode`: a verification link resets no password. */
export function findActionCode(code: string, mode: ActionMode): ActionCode | undefined {
  const codes = stored();
  return Object.hasOwn(codes, code) && codes[code]?.mode === mode ? codes[code] : undefined;
}

export function removeActionCode(code: string): void {
  const codes = stored();
  delete codes[code];
  writeStored(ACTION_CODES_KEY, codes);
}

/** The link local mode prints where Firebase would send an e-mail: the site's /login handles it. */
export function actionLink(mode: ActionMode, code: string): string {
  return `${location.origin}/login?mode=${mode}&oobCode=${code}`;
}
