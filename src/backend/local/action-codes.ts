import type { EmailLinkMode } from '../ports.ts';
import { randomHex, readStored, writeStored } from './auth-storage.ts';

/**
 * The codes of the links local mode has "sent" (a password reset, an address verification),
 * until used or expired.
 */
export const ACTION_CODES_KEY = 'ecs.auth.action-codes';
/** A link left in the console stops working after an hour. */
export const ACTION_CODE_LIFETIME_MS = 60 * 60 * 1000;

export interface ActionCode {
  /** The account's (normalised) e-mail. */
  email: string;
  mode: EmailLinkMode;
  expiresAt: number;
}

type ActionCodes = Record<string, ActionCode>;

const stored = (): ActionCodes => readStored<ActionCodes>(ACTION_CODES_KEY, {});

/** Stores a new code for `email` and returns it. */
export function issueActionCode(email: string, mode: EmailLinkMode): string {
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
export function findActionCode(code: string, mode: EmailLinkMode): ActionCode | undefined {
  const codes = stored();
  return Object.hasOwn(codes, code) && codes[code]?.mode === mode ? codes[code] : undefined;
}

export function removeActionCode(code: string): void {
  const codes = stored();
  delete codes[code];
  writeStored(ACTION_CODES_KEY, codes);
}

/** The link of the newest unexpired code issued for `email` and `mode`; null with none. */
export function newestActionLink(email: string, mode: EmailLinkMode): string | null {
  const now = Date.now();
  const newest = Object.entries(stored())
    .filter(([, entry]) => entry.email === email && entry.mode === mode && entry.expiresAt > now)
    .sort(([, a], [, b]) => b.expiresAt - a.expiresAt)[0];
  return newest ? actionLink(mode, newest[0]) : null;
}

/** The link local mode prints where Firebase would send an e-mail: the site's /login handles it. */
export function actionLink(mode: EmailLinkMode, code: string): string {
  return `${location.origin}/login?mode=${mode}&oobCode=${code}`;
}
