import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAuth } from '../../src/backend/firebase/auth.ts';
import type { AuthPort, SessionUser } from '../../src/backend/ports.ts';
import { readConfig } from '../../src/config.ts';

/** Runs against the real Firebase Auth emulator: `npm run test:integration` starts it. */
const PROJECT = 'demo-ecs';
const EMULATOR = 'http://127.0.0.1:9099';
const config = readConfig({
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_USE_FIREBASE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_URL: EMULATOR,
});

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function emulator(path: string, method = 'GET'): Promise<unknown> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/${path}`, { method });
  expect(response.ok).toBe(true);
  return response.json();
}

function latestUser(auth: AuthPort): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const stop = auth.onUserChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

let auth: AuthPort;
let counter = 0;
const freshEmail = () => `member${Date.now()}${(counter += 1)}@ece.nits.ac.in`;

beforeAll(async () => {
  await emulator('accounts', 'DELETE');
  auth = createFirebaseAuth(config);
});

afterEach(() => auth.signOut());

describe('Firebase auth adapter on the Auth emulator', () => {
  it('signs up with a displayName and is signed in', async () => {
    const email = freshEmail();
    const user = await auth.signUp('Asha', email, 'secret1');
    expect(user).toMatchObject({ email, displayName: 'Asha', isAnonymous: false });
    expect(await latestUser(auth)).toMatchObject({ email, displayName: 'Asha' });
  });

  it('signs in again, keeping the name, and signs out', async () => {
    const email = freshEmail();
    await auth.signUp('Ravi', email, 'secret1');
    await auth.signOut();
    expect(await latestUser(auth)).toBeNull();
    const user = await auth.signIn(email, 'secret1');
    expect(user).toMatchObject({ email, displayName: 'Ravi', isAnonymous: false });
  });

  it('rejects a wrong password and an unknown user with their codes', async () => {
    const email = freshEmail();
    await auth.signUp('Asha', email, 'secret1');
    await auth.signOut();
    await expect(auth.signIn(email, 'wrong-one')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    await expect(auth.signIn(freshEmail(), 'secret1')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    await expect(auth.signUp('Asha', email, 'secret1')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
  });

  it('sends a password-reset e-mail to a known address', async () => {
    const email = freshEmail();
    await auth.signUp('Asha', email, 'secret1');
    await auth.signOut();
    await auth.sendPasswordReset(email);
    const { oobCodes } = (await emulator('oobCodes')) as { oobCodes: OobCode[] };
    const sent = oobCodes.filter((code) => code.email === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ requestType: 'PASSWORD_RESET' });
    await expect(auth.sendPasswordReset(freshEmail())).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('gives the game an anonymous identity that is not a signed-in member', async () => {
    const identity = await auth.ensureGameIdentity();
    expect(identity.uid).toEqual(expect.any(String));
    expect(await identity.getIdToken()).toMatch(/\./);
    expect(await latestUser(auth)).toMatchObject({ uid: identity.uid, isAnonymous: true });
    const again = await auth.ensureGameIdentity();
    expect(again.uid).toBe(identity.uid);
  });

  it("gives the game the signed-in member's own uid", async () => {
    const user = await auth.signUp('Asha', freshEmail(), 'secret1');
    expect((await auth.ensureGameIdentity()).uid).toBe(user.uid);
  });
});
