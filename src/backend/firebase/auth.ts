import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '@/config.ts';
import {
  BackendError,
  errorCode,
  type AuthPort,
  type GameIdentity,
  type SessionUser,
} from '../ports.ts';
import { getFirebaseApp } from './app.ts';
import { describePasswordPolicy } from './password-policy.ts';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    isAnonymous: user.isAnonymous,
    emailVerified: user.emailVerified,
  };
}

function toBackendError(error: unknown): BackendError {
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(errorCode(error), message);
}

/** Runs a call, turning SDK errors into BackendErrors; a password-policy failure explains itself. */
async function call<T>(auth: Auth, run: () => Promise<T>, password?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/password-does-not-meet-requirements' && password !== undefined) {
      throw new BackendError(code, await describePasswordPolicy(auth, password));
    }
    throw toBackendError(error);
  }
}

/**
 * The server's clock against this device's, read from a freshly minted ID token: its
 * issue time is the server's (whole seconds, hence the half second added).
 */
async function clockOffset(user: User): Promise<number> {
  const requested = Date.now();
  const { issuedAtTime } = await user.getIdTokenResult(true);
  const received = Date.now();
  return Date.parse(issuedAtTime) + 500 - (requested + received) / 2;
}

function initAuth(config: AppConfig): Auth {
  // Persistence only: no popup/redirect resolver, so that code is never bundled.
  const auth = initializeAuth(getFirebaseApp(config), { persistence: browserLocalPersistence });
  if (config.useEmulators) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function createFirebaseAuth(config: AppConfig): AuthPort {
  const auth = initAuth(config);
  // A sign-up creates the account, then names it: listeners hear of the new member once, named.
  let signUpsRunning = 0;
  const heldBack = new Set<(user: SessionUser | null) => void>();
  const listeners = new Set<(user: SessionUser | null) => void>();

  function tell(listener: (user: SessionUser | null) => void): void {
    if (signUpsRunning > 0) heldBack.add(listener);
    else listener(auth.currentUser ? toSessionUser(auth.currentUser) : null);
  }

  /** The member as the provider sees them now, with a fresh token, told to every listener. */
  async function reloadUser(): Promise<SessionUser | null> {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return null;
    await call(auth, () => user.reload());
    // A token says `email_verified` as it was when minted: the databases read a fresh one.
    await call(auth, () => user.getIdToken(true));
    listeners.forEach(tell);
    return toSessionUser(user);
  }

  return {
    onUserChanged(callback) {
      listeners.add(callback);
      // A reload changes no session, so onAuthStateChanged stays silent: reloadUser tells.
      const stop = onAuthStateChanged(auth, () => tell(callback));
      return () => {
        listeners.delete(callback);
        heldBack.delete(callback);
        stop();
      };
    },

    async signIn(email, password) {
      // A project that tightened its password policy refuses old passwords: say what is missing.
      const { user } = await call(
        auth,
        () => signInWithEmailAndPassword(auth, email, password),
        password,
      );
      return toSessionUser(user);
    },

    async signUp(name, email, password) {
      signUpsRunning += 1;
      try {
        const { user } = await call(
          auth,
          () => createUserWithEmailAndPassword(auth, email, password),
          password,
        );
        await call(auth, () => updateProfile(user, { displayName: name.trim() }));
        await call(auth, () => sendEmailVerification(user));
        return toSessionUser(user);
      } finally {
        signUpsRunning -= 1;
        if (signUpsRunning === 0) {
          const current = auth.currentUser ? toSessionUser(auth.currentUser) : null;
          heldBack.forEach((listener) => listener(current));
          heldBack.clear();
        }
      }
    },

    async sendEmailVerification() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user || user.isAnonymous) throw new BackendError('auth/no-current-user');
      await call(auth, () => sendEmailVerification(user));
    },

    async applyEmailVerification(code) {
      await call(auth, () => applyActionCode(auth, code));
      await reloadUser();
    },

    reloadUser,

    sendPasswordReset(email) {
      return call(auth, () => sendPasswordResetEmail(auth, email));
    },

    confirmPasswordReset(code, newPassword) {
      return call(auth, () => confirmPasswordReset(auth, code, newPassword), newPassword);
    },

    signOut() {
      return call(auth, () => signOut(auth));
    },

    async ensureGameIdentity(): Promise<GameIdentity> {
      await auth.authStateReady();
      const user = auth.currentUser ?? (await call(auth, () => signInAnonymously(auth))).user;
      return {
        uid: user.uid,
        getIdToken: () => user.getIdToken(),
        clockOffset: () => clockOffset(user),
      };
    },
  };
}
