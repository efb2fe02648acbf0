import { deviceCode } from '@/game/device-code.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import type { AuthPort, GameIdentity, SessionUser, Unsubscribe } from '../ports.ts';
import {
  actionLink,
  findActionCode,
  issueActionCode,
  newestActionLink,
  removeActionCode,
} from './action-codes.ts';
import { randomHex, readStored, removeStored, writeStored } from './auth-storage.ts';
import { unsignedIdToken } from './id-token.ts';
import {
  authError,
  hashPassword,
  newPasswordHash,
  readAccounts,
  saveAccount,
  toSessionUser,
  type StoredAccount,
} from './stored-accounts.ts';

/**
 * Accounts in this browser's storage (stored-accounts.ts), for running the site with no
 * backend; errors carry Firebase's codes and messages so the UI cannot tell the two adapters
 * apart.
 */
export const SESSION_KEY = 'ecs.auth.session';
export const ANONYMOUS_KEY = 'ecs.auth.anonymous-uid';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/** The uid's ID token as the database reads it: its account's address, or an anonymous device. */
function idTokenOf(uid: string): string {
  const account = Object.values(readAccounts()).find((candidate) => candidate.uid === uid);
  if (!account)
    return unsignedIdToken({ user_id: uid, firebase: { sign_in_provider: 'anonymous' } });
  return unsignedIdToken({
    user_id: uid,
    email: account.email,
    email_verified: account.emailVerified === true,
    firebase: { sign_in_provider: 'password' },
  });
}

function identity(uid: string): GameIdentity {
  return {
    uid,
    // Made at each request, so that an address verified since counts, as a fresh token's does.
    getIdToken: () => Promise.resolve(idTokenOf(uid)),
    // The local database runs on this device's clock, so there is nothing to correct.
    clockOffset: () => Promise.resolve(0),
  };
}

export function createLocalAuth(): AuthPort {
  const listeners = new Set<(user: SessionUser | null) => void>();

  function currentUser(): SessionUser | null {
    const account = signedInAccount();
    return account ? toSessionUser(account) : null;
  }

  function emit(): void {
    const user = currentUser();
    listeners.forEach((listener) => listener(user));
  }

  function startSession(account: StoredAccount): SessionUser {
    writeStored(SESSION_KEY, account.uid);
    emit();
    return toSessionUser(account);
  }

  function signedInAccount(): StoredAccount | undefined {
    const uid = readStored<string | null>(SESSION_KEY, null);
    return Object.values(readAccounts()).find((candidate) => candidate.uid === uid);
  }

  // Printed, as the Auth emulator prints the e-mails it would send (docs/firebase.md).
  function sendVerificationLink(email: string): void {
    const link = actionLink('verifyEmail', issueActionCode(email, 'verifyEmail'));
    console.info(`To verify the address ${email}, follow this link: ${link}`);
  }

  function checkEmail(email: string): string {
    const key = normalise(email);
    if (!EMAIL_PATTERN.test(key)) throw authError('auth/invalid-email');
    return key;
  }

  // Another tab signing in or out changes this tab's session too, as Firebase does.
  function onStorage(event: StorageEvent): void {
    if (event.key === SESSION_KEY || event.key === ACCOUNTS_KEY) emit();
  }

  return {
    localOutbox: (email, mode) => newestActionLink(normalise(email), mode),

    onUserChanged(callback): Unsubscribe {
      listeners.add(callback);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      let active = true;
      queueMicrotask(() => {
        if (active) callback(currentUser());
      });
      return () => {
        active = false;
        listeners.delete(callback);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },

    async signIn(email, password) {
      const key = checkEmail(email);
      const account = readAccounts()[key];
      if (!account) throw authError('auth/user-not-found');
      if ((await hashPassword(account.salt, password)) !== account.passwordHash) {
        throw authError('auth/wrong-password');
      }
      return startSession(account);
    },

    async signUp(name, email, password) {
      const key = checkEmail(email);
      if (readAccounts()[key]) throw authError('auth/email-already-in-use');
      const account: StoredAccount = {
        uid: randomHex(14),
        email: key,
        displayName: name.trim(),
        ...(await newPasswordHash(password)),
      };
      saveAccount(account);
      const user = startSession(account);
      sendVerificationLink(key);
      return user;
    },

    async sendEmailVerification() {
      const account = signedInAccount();
      if (!account) throw authError('auth/no-current-user');
      sendVerificationLink(account.email);
    },

    async applyEmailVerification(code) {
      const entry = findActionCode(code, 'verifyEmail');
      const account = entry && readAccounts()[entry.email];
      if (!entry || !account) throw authError('auth/invalid-action-code');
      if (entry.expiresAt <= Date.now()) throw authError('auth/expired-action-code');
      saveAccount({ ...account, emailVerified: true });
      removeActionCode(code);
      emit();
    },

    async reloadUser() {
      emit();
      return currentUser();
    },

    async sendPasswordReset(email) {
      const key = checkEmail(email);
      if (!readAccounts()[key]) throw authError('auth/user-not-found');
      const link = actionLink('resetPassword', issueActionCode(key, 'resetPassword'));
      console.info(`To reset the password for ${key}, follow this link: ${link}`);
    },

    async confirmPasswordReset(code, newPassword) {
      // Checked in the Auth emulator's order: the code, then the password, which leaves it usable.
      const entry = findActionCode(code, 'resetPassword');
      const account = entry && readAccounts()[entry.email];
      if (!entry || !account) throw authError('auth/invalid-action-code');
      if (entry.expiresAt <= Date.now()) throw authError('auth/expired-action-code');
      // The link reached the mailbox, which proves the address as a verification link does.
      const changed = { ...account, ...(await newPasswordHash(newPassword)), emailVerified: true };
      saveAccount(changed);
      removeActionCode(code);
    },

    async signOut() {
      removeStored(SESSION_KEY);
      emit();
    },

    async ensureGameIdentity() {
      const user = currentUser();
      if (user) return identity(user.uid);
      let uid = readStored<string | null>(ANONYMOUS_KEY, null);
      // Letters and digits, as a Firebase uid, so that it gives the device its code; an older
      // `anon-...` uid gave none, and is replaced.
      if (!uid || deviceCode(uid) === null) {
        uid = randomHex(14);
        writeStored(ANONYMOUS_KEY, uid);
      }
      return identity(uid);
    },
  };
}
