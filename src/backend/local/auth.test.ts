import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY, createLocalAuth } from './auth.ts';

const EMAIL = 'asha_22@ece.nits.ac.in';

function nextUser(auth: ReturnType<typeof createLocalAuth>): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const stop = auth.onUserChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

describe('local auth adapter', () => {
  it('signs up with a display name and keeps only a salted hash', async () => {
    const auth = createLocalAuth();
    const user = await auth.signUp('Asha', EMAIL, 'secret1');
    expect(user).toMatchObject({ email: EMAIL, displayName: 'Asha', isAnonymous: false });
    const stored = localStorage.getItem(ACCOUNTS_KEY) ?? '';
    expect(stored).not.toContain('secret1');
    expect(stored).toMatch(/"salt":"[0-9a-f]{32}"/);
  });

  it('keeps the session across a reload (a new adapter instance)', async () => {
    await createLocalAuth().signUp('Asha', EMAIL, 'secret1');
    expect(await nextUser(createLocalAuth())).toMatchObject({ displayName: 'Asha' });
  });

  it('calls back with null when nobody is signed in, and on every change', async () => {
    const auth = createLocalAuth();
    const seen: (string | null)[] = [];
    auth.onUserChanged((user) => seen.push(user?.displayName ?? null));
    await Promise.resolve();
    await auth.signUp('Asha', EMAIL, 'secret1');
    await auth.signOut();
    expect(seen).toEqual([null, 'Asha', null]);
  });

  it('signs in with the right password and rejects the wrong one', async () => {
    const auth = createLocalAuth();
    await auth.signUp('Asha', EMAIL, 'secret1');
    await auth.signOut();
    await expect(auth.signIn(EMAIL, 'secret2')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    await expect(auth.signIn(EMAIL.toUpperCase(), 'secret1')).resolves.toMatchObject({
      displayName: 'Asha',
    });
  });

  it('uses Firebase error codes for unknown, taken, weak and malformed input', async () => {
    const auth = createLocalAuth();
    await expect(auth.signIn(EMAIL, 'secret1')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    await expect(auth.signUp('Asha', EMAIL, 'five5')).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    await auth.signUp('Asha', EMAIL, 'secret1');
    await expect(auth.signUp('Asha', EMAIL, 'secret1')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    await expect(auth.signIn('not-an-email', 'secret1')).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
  });

  it('sends a reset link for a known e-mail and rejects an unknown one', async () => {
    const auth = createLocalAuth();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await auth.signUp('Asha', EMAIL, 'secret1');
    await expect(auth.sendPasswordReset(EMAIL)).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('oobCode='));
    await expect(auth.sendPasswordReset('nobody@ece.nits.ac.in')).rejects.toThrow(
      'Firebase: Error (auth/user-not-found).',
    );
    info.mockRestore();
  });

  it('gives the game a persistent anonymous identity, or the signed-in user', async () => {
    const first = await createLocalAuth().ensureGameIdentity();
    const again = await createLocalAuth().ensureGameIdentity();
    expect(again.uid).toBe(first.uid);
    expect(await first.getIdToken()).toEqual(expect.any(String));
    const auth = createLocalAuth();
    const user = await auth.signUp('Asha', EMAIL, 'secret1');
    expect((await auth.ensureGameIdentity()).uid).toBe(user.uid);
    expect(await nextUser(auth)).toMatchObject({ isAnonymous: false });
  });
});
