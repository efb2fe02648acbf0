import { randomInt } from 'node:crypto';
import type { GameIdentity } from '../../src/backend/ports.ts';
import { DEVICE_CODE_LENGTH } from '../../src/game/numbers.ts';
import { CALL_TIMEOUT_MS } from '../../scripts/common/call-timeout.ts';
import { chunks, type AdminAuth, type NewAccount } from './admin.ts';
import type { Ledger } from './ledger.ts';
import type { RehearsalTarget } from './target.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UID_ALPHABET = `${LETTERS}0123456789`;

/**
 * A uid shaped like the ones Firebase gives anonymous accounts: 28 letters and digits. It
 * begins with a letter, so that its device code has a lowercase and an uppercase form.
 */
export function randomUid(): string {
  const rest = Array.from({ length: 27 }, () => UID_ALPHABET[randomInt(UID_ALPHABET.length)]);
  return [LETTERS[randomInt(LETTERS.length)], ...rest].join('');
}

/** Another uid whose device code is `uid`'s: its first characters in the other case. */
export function twinUid(uid: string): string {
  const flip = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
  const start = uid.slice(0, DEVICE_CODE_LENGTH);
  return `${Array.from(start, flip).join('')}${randomUid().slice(DEVICE_CODE_LENGTH)}`;
}

/** The server's clock against this machine's, in ms, learnt from the database's own stamps. */
export interface ServerClock {
  offset: number;
}

function signInUrl(target: RehearsalTarget): string {
  const endpoint = 'identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken';
  const base = target.authEmulatorHost
    ? `http://${target.authEmulatorHost}/${endpoint}`
    : `https://${endpoint}`;
  return `${base}?key=${encodeURIComponent(target.apiKey)}`;
}

/** Exchanges a custom token for an ID token, as the Auth SDK's signInWithCustomToken does. */
async function signIn(target: RehearsalTarget, customToken: string): Promise<string> {
  const host = target.authEmulatorHost ?? 'identitytoolkit.googleapis.com';
  let response: Response;
  try {
    response = await fetch(signInUrl(target), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`Firebase Auth at ${host} could not be reached (${(error as Error).message}).`);
  }
  const answer = (await response.json().catch(() => null)) as {
    idToken?: string;
    error?: { message?: string };
  } | null;
  if (!response.ok || typeof answer?.idToken !== 'string') {
    throw new Error(
      `Firebase Auth at ${host} refused a custom-token sign-in: ${answer?.error?.message ?? response.status}. Is FIREBASE_API_KEY the project's web API key?`,
    );
  }
  return answer.idToken;
}

/**
 * These accounts, for the teams, devices and the organizer: the service account creates them
 * (an import, not a sign-up: Firebase's 100 new accounts an hour per IP address do not apply)
 * and signs each in with a custom token for its ID token, which carries the account's verified
 * address where it has one. Every uid is in the ledger before it is created, so an interrupted
 * run deletes it too.
 */
export async function mintIdentities(
  accounts: NewAccount[],
  {
    target,
    auth,
    ledger,
    clock,
  }: { target: RehearsalTarget; auth: AdminAuth; ledger: Ledger; clock: ServerClock },
): Promise<GameIdentity[]> {
  const uids = accounts.map(({ uid }) => uid);
  ledger.accounts.push(...uids);
  await auth.importAccounts(accounts);
  const identities: GameIdentity[] = [];
  for (const batch of chunks(uids, 20)) {
    const signedIn = batch.map(async (uid) => {
      const idToken = await signIn(target, await auth.customToken(uid));
      return { uid, getIdToken: async () => idToken, clockOffset: async () => clock.offset };
    });
    identities.push(...(await Promise.all(signedIn)));
  }
  return identities;
}
