import { BackendError, type SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { randomHex, readStored, sha256Hex, writeStored } from './auth-storage.ts';

/**
 * Local mode's accounts as this browser keeps them, by normalised e-mail: passwords only as
 * salted SHA-256 hashes, errors with Firebase's codes and messages.
 */
export interface StoredAccount {
  uid: string;
  email: string;
  displayName: string;
  salt: string;
  passwordHash: string;
  /** Set once the link local mode printed for the address is followed; absent is false. */
  emailVerified?: boolean;
}

export type Accounts = Record<string, StoredAccount>;

export const readAccounts = (): Accounts => readStored<Accounts>(ACCOUNTS_KEY, {});

/** Stores `account` under its e-mail, beside the others. */
export function saveAccount(account: StoredAccount): void {
  writeStored(ACCOUNTS_KEY, { ...readAccounts(), [account.email]: account });
}

export function authError(code: string, message = `Firebase: Error (${code}).`): BackendError {
  return new BackendError(code, message);
}

export function toSessionUser(account: StoredAccount): SessionUser {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    isAnonymous: false,
    emailVerified: account.emailVerified === true,
  };
}

export function hashPassword(salt: string, password: string): Promise<string> {
  return sha256Hex(`${salt}:${password}`);
}

/** A new salt and hash; a password under 6 characters is refused as Firebase refuses it. */
export async function newPasswordHash(
  password: string,
): Promise<Pick<StoredAccount, 'salt' | 'passwordHash'>> {
  if (password.length < 6) {
    throw authError(
      'auth/weak-password',
      'Firebase: Password should be at least 6 characters (auth/weak-password).',
    );
  }
  const salt = randomHex(16);
  return { salt, passwordHash: await hashPassword(salt, password) };
}
