import { deleteApp, getApp } from 'firebase/app';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAuth } from '@/backend/firebase/auth.ts';
import { describeAuthPortContract, type AuthPortHarness } from '@/test/auth-port.contract.ts';
import { describeEmailVerificationContract } from '@/test/email-verification.contract.ts';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';
import { readConfig } from '@/config.ts';
import { loginErrorMessage, MESSAGES } from '@/features/auth/auth-messages.ts';

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

async function emulator(path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

const REQUEST_TYPES = { resetPassword: 'PASSWORD_RESET', verifyEmail: 'VERIFY_EMAIL' };

/** The links of the e-mails the emulator would have sent to `email`, oldest first. */
async function sentLinks(email: string, mode: keyof typeof REQUEST_TYPES): Promise<string[]> {
  const { oobCodes } = (await emulator('oobCodes')) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === REQUEST_TYPES[mode])
    .map((code) => code.oobLink);
}

/** Opens a verification link as a mail reader would: the emulator's own page verifies. */
async function followLink(link: string): Promise<void> {
  const response = await fetch(link);
  expect(response.ok).toBe(true);
}

const setEnumerationProtection = (enabled: boolean) =>
  emulator('config', 'PATCH', { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } });

beforeAll(() => emulator('accounts', 'DELETE'));

// Node's Firebase build keeps sessions in one in-memory store per process: a new app reads its
// session from there, as a reloaded page does from localStorage.
async function firebaseHarness(): Promise<AuthPortHarness> {
  let current = createFirebaseAuth(config);
  return {
    auth: current,
    reload: async () => {
      await deleteApp(getApp());
      current = createFirebaseAuth(config);
      return current;
    },
    sentLinks,
    followLink,
    dispose: async () => {
      await current.signOut();
      await deleteApp(getApp());
    },
  };
}

describeAuthPortContract('Firebase on the Auth emulator', firebaseHarness);
describeEmailVerificationContract('Firebase on the Auth emulator', firebaseHarness);

function latestUser(auth: AuthPort): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const stop = auth.onUserChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

let counter = 0;
const freshEmail = () => `member${Date.now()}${(counter += 1)}@ece.nits.ac.in`;

describe('Firebase auth adapter on the Auth emulator', () => {
  let auth: AuthPort;

  beforeAll(() => {
    auth = createFirebaseAuth(config);
  });

  afterEach(() => auth.signOut());

  afterAll(() => deleteApp(getApp()));

  it('hands the game an ID token of its anonymous user, reported as anonymous', async () => {
    const identity = await auth.ensureGameIdentity();
    const [, payload = ''] = (await identity.getIdToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      user_id: string;
      firebase: { sign_in_provider: string };
    };
    expect(claims).toMatchObject({
      user_id: identity.uid,
      firebase: { sign_in_provider: 'anonymous' },
    });
    expect(await latestUser(auth)).toMatchObject({ uid: identity.uid, isAnonymous: true });
  });

  describe('with e-mail enumeration protection on (the default of new projects)', () => {
    beforeAll(() => setEnumerationProtection(true));
    afterAll(() => setEnumerationProtection(false));

    it('answers both sign-in failures with a code the login form maps', async () => {
      const email = freshEmail();
      await auth.signUp('Asha', email, 'secret1');
      await auth.signOut();
      for (const [address, password] of [
        [email, 'secret2'],
        [freshEmail(), 'secret1'],
      ] as const) {
        const error = await auth.signIn(address, password).then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toMatchObject({ code: 'auth/invalid-credential' });
        expect(loginErrorMessage(error)).toBe(MESSAGES.invalidCredential);
      }
    });

    it('resolves a reset for an unknown e-mail, sending nothing', async () => {
      const unknown = freshEmail();
      await expect(auth.sendPasswordReset(unknown)).resolves.toBeUndefined();
      expect(await sentLinks(unknown, 'resetPassword')).toEqual([]);
    });
  });
});
