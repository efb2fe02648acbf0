import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';
import { errorCode } from '@/backend/ports.ts';

/** What one AuthPort adapter must provide to run the shared contract. */
export interface AuthPortHarness {
  /** A fresh adapter: no account signed in, no game identity yet. */
  auth: AuthPort;
  /** A new adapter over the same storage and session, as after a page reload; the old one is done. */
  reload(): Promise<AuthPort>;
  /** The links of every e-mail of this kind sent to `email` so far (`mode` as in the link). */
  sentLinks(email: string, mode: 'resetPassword' | 'verifyEmail'): Promise<string[]>;
  /** Follows a verification link outside this adapter: in another tab, or the e-mail's page. */
  followLink(link: string): Promise<void>;
  dispose?(): void | Promise<void>;
}

const PASSWORD = 'secret1';
const INVALID_CODE = {
  code: 'auth/invalid-action-code',
  message: 'Firebase: Error (auth/invalid-action-code).',
};
let serial = 0;
const freshEmail = () => `member${Date.now().toString(36)}${(serial += 1)}@ece.nits.ac.in`;

async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: errorCode(error), message: error instanceof Error ? error.message : '' };
  }
  return { code: 'resolved', message: '' };
}

/**
 * Run against both adapters (browser storage and Firebase Auth) so they cannot drift apart.
 * The codes are those `features/auth/auth-messages.ts` maps: auth/wrong-password is "Please
 * check the Password", auth/user-not-found "Please check the Email".
 * The one deliberate difference: a Firebase project with e-mail enumeration protection on (the
 * default of new projects) answers both sign-in failures with auth/invalid-credential and
 * resolves a reset for an unknown e-mail; local mode and the Auth emulator's default do neither
 * (docs/firebase.md), so tests/integration/firebase-auth.test.ts checks that mode apart.
 */
export function describeAuthPortContract(
  name: string,
  makeHarness: () => Promise<AuthPortHarness>,
): void {
  describe(`AuthPort contract: ${name}`, () => {
    let harness: AuthPortHarness;
    let auth: AuthPort;
    const stops: (() => void)[] = [];

    /** Every user an adapter reports, from its first callback on. */
    function watch(port: AuthPort = auth): (SessionUser | null)[] {
      const seen: (SessionUser | null)[] = [];
      stops.push(port.onUserChanged((user) => seen.push(user)));
      return seen;
    }

    async function reload(): Promise<AuthPort> {
      auth = await harness.reload();
      return auth;
    }

    async function member(name = 'Asha'): Promise<{ email: string; user: SessionUser }> {
      const email = freshEmail();
      return { email, user: await auth.signUp(name, email, PASSWORD) };
    }

    beforeEach(async () => {
      harness = await makeHarness();
      auth = harness.auth;
    });

    afterEach(async () => {
      stops.splice(0).forEach((stop) => stop());
      await harness.dispose?.();
    });

    it('signs up with the display name and resolves with the named user', async () => {
      const { email, user } = await member();
      expect(user).toMatchObject({ email, displayName: 'Asha', isAnonymous: false });
      expect(user.uid).toMatch(/\S/);
      const seen = watch();
      await expect.poll(() => seen).toEqual([user]);
    });

    it('calls back at once with nobody, then on every change, a new member once named', async () => {
      const seen = watch();
      await expect.poll(() => seen).toEqual([null]);
      const { email, user } = await member('Ravi');
      await expect.poll(() => seen).toEqual([null, user]);
      await auth.signOut();
      await expect.poll(() => seen).toEqual([null, user, null]);
      await auth.signIn(email, PASSWORD);
      await expect.poll(() => seen).toEqual([null, user, null, user]);
    });

    it('keeps the session for a new instance (a reload), and the sign-out too', async () => {
      const { user } = await member();
      const afterReload = watch(await reload());
      await expect.poll(() => afterReload).toEqual([user]);
      await auth.signOut();
      const afterSignOut = watch(await reload());
      await expect.poll(() => afterSignOut).toEqual([null]);
    });

    it('signs in with the right password, the e-mail in any letter case, keeping the name', async () => {
      const { email, user } = await member('Ravi');
      await auth.signOut();
      expect(await auth.signIn(email.toUpperCase(), PASSWORD)).toEqual(user);
    });

    it('rejects a wrong password and an unknown e-mail with their own codes', async () => {
      const { email } = await member();
      await auth.signOut();
      expect((await rejection(auth.signIn(email, 'secret2'))).code).toBe('auth/wrong-password');
      expect((await rejection(auth.signIn(freshEmail(), PASSWORD))).code).toBe(
        'auth/user-not-found',
      );
      const seen = watch();
      await expect.poll(() => seen).toEqual([null]);
    });

    it('rejects a taken e-mail, a weak password and a malformed e-mail with their codes', async () => {
      const { email } = await member();
      expect((await rejection(auth.signUp('Ravi', email, PASSWORD))).code).toBe(
        'auth/email-already-in-use',
      );
      expect((await rejection(auth.signUp('Ravi', freshEmail(), 'five5'))).code).toBe(
        'auth/weak-password',
      );
      expect((await rejection(auth.signIn('not-an-email', PASSWORD))).code).toBe(
        'auth/invalid-email',
      );
    });

    it('sends a reset e-mail to a known address and gives an unknown one the provider error', async () => {
      const { email } = await member();
      await auth.signOut();
      await expect(auth.sendPasswordReset(email)).resolves.toBeUndefined();
      expect(await harness.sentLinks(email, 'resetPassword')).toEqual([
        expect.stringMatching(/mode=resetPassword.*oobCode=/),
      ]);
      const unknown = freshEmail();
      expect(await rejection(auth.sendPasswordReset(unknown))).toEqual({
        code: 'auth/user-not-found',
        message: 'Firebase: Error (auth/user-not-found).',
      });
      expect(await harness.sentLinks(unknown, 'resetPassword')).toEqual([]);
    });

    /** The `oobCode` of a fresh reset link for `email`, whatever shape each backend's link has. */
    async function resetCode(email: string): Promise<string> {
      await auth.sendPasswordReset(email);
      const link = (await harness.sentLinks(email, 'resetPassword')).at(-1) ?? '';
      return new URL(link).searchParams.get('oobCode') ?? '';
    }

    it("sets a new password with a reset link's code: the old one fails, the new one signs in", async () => {
      const { email, user } = await member();
      await auth.signOut();
      await expect(auth.confirmPasswordReset(await resetCode(email), 'secret3')).resolves.toBe(
        undefined,
      );
      expect((await rejection(auth.signIn(email, PASSWORD))).code).toBe('auth/wrong-password');
      // The link reached the mailbox: the address counts as verified, as Firebase counts it.
      expect(await auth.signIn(email, 'secret3')).toEqual({ ...user, emailVerified: true });
    });

    it('takes a reset code once only', async () => {
      const { email } = await member();
      await auth.signOut();
      const code = await resetCode(email);
      await auth.confirmPasswordReset(code, 'secret3');
      expect(await rejection(auth.confirmPasswordReset(code, 'secret4'))).toEqual(INVALID_CODE);
      expect((await rejection(auth.signIn(email, 'secret4'))).code).toBe('auth/wrong-password');
    });

    it('refuses a made-up reset code', async () => {
      expect(await rejection(auth.confirmPasswordReset('made-up-code', 'secret3'))).toEqual(
        INVALID_CODE,
      );
    });

    it('refuses a weak new password, leaving the code usable', async () => {
      const { email } = await member();
      await auth.signOut();
      const code = await resetCode(email);
      expect(await rejection(auth.confirmPasswordReset(code, 'five5'))).toEqual({
        code: 'auth/weak-password',
        message: 'Firebase: Password should be at least 6 characters (auth/weak-password).',
      });
      expect((await rejection(auth.signIn(email, 'five5'))).code).toBe('auth/wrong-password');
      await auth.confirmPasswordReset(code, 'secret3');
      expect(await auth.signIn(email, 'secret3')).toMatchObject({ email });
    });

    it("gives the game the signed-in member's own uid and a token", async () => {
      const { user } = await member();
      const identity = await auth.ensureGameIdentity();
      expect(identity.uid).toBe(user.uid);
      expect(await identity.getIdToken()).toMatch(/\S/);
      // This device's clock is right, so the server's agrees to within the token's whole second.
      expect(Math.abs(await identity.clockOffset())).toBeLessThan(1500);
    });

    it('gives the game an anonymous identity, never reported as a signed-in member', async () => {
      const { user } = await member();
      await auth.signOut();
      const identity = await auth.ensureGameIdentity();
      expect(identity.uid).toMatch(/\S/);
      expect(identity.uid).not.toBe(user.uid);
      expect(await identity.getIdToken()).toMatch(/\S/);
      const seen = watch();
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      // Local mode reports null, Firebase an anonymous user: the navbar shows neither.
      expect(seen.at(-1)?.isAnonymous ?? true).toBe(true);
      expect((await auth.ensureGameIdentity()).uid).toBe(identity.uid);
      expect((await (await reload()).ensureGameIdentity()).uid).toBe(identity.uid);
    });
  });
}
