import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '@/config.ts';
import { createFirebaseAuth } from './auth.ts';

// The Auth emulator has no password policy, so the SDK's refusal is staged here.
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/auth')>();
  const refusal = () =>
    Promise.reject(
      Object.assign(new Error('Firebase: Error (auth/password-does-not-meet-requirements).'), {
        code: 'auth/password-does-not-meet-requirements',
      }),
    );
  return {
    ...actual,
    signInWithEmailAndPassword: vi.fn(refusal),
    createUserWithEmailAndPassword: vi.fn(refusal),
    confirmPasswordReset: vi.fn(refusal),
    validatePassword: vi.fn(async () => ({
      isValid: false,
      meetsMinPasswordLength: false,
      containsNumericCharacter: false,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 10 } },
    })),
  };
});

const auth = createFirebaseAuth(
  readConfig({
    VITE_FIREBASE_PROJECT_ID: 'demo-ecs',
    VITE_USE_FIREBASE_EMULATORS: 'true',
  }),
);
const POLICY = {
  code: 'auth/password-does-not-meet-requirements',
  message: 'The password needs at least 10 characters, a number.',
};

describe('Firebase auth adapter under a password policy', () => {
  it('says what a password lacks when logging in', async () => {
    await expect(auth.signIn('asha@ece.nits.ac.in', 'secret')).rejects.toMatchObject(POLICY);
  });

  it('says what a password lacks when signing up', async () => {
    await expect(auth.signUp('Asha', 'asha@ece.nits.ac.in', 'secret')).rejects.toMatchObject(
      POLICY,
    );
  });

  it('says what a new password lacks when finishing a reset', async () => {
    await expect(auth.confirmPasswordReset('code', 'secret')).rejects.toMatchObject(POLICY);
  });
});
