import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseAuth } from '@/backend/firebase/auth.ts';
import { readConfig } from '@/config.ts';

/**
 * The game's hour runs on the server's clock: the offset comes from a fresh ID token.
 * (A right device clock giving about zero is part of the AuthPort contract.)
 */
const config = readConfig({
  VITE_FIREBASE_PROJECT_ID: 'demo-ecs',
  VITE_USE_FIREBASE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
});
/** The token's issue time has whole seconds; the round trip adds a little more. */
const TOLERANCE_MS = 1500;
const DUAL_BOOT_SKEW_MS = 5.5 * 60 * 60 * 1000;

afterEach(() => vi.useRealTimers());

describe('Firebase game identity clock', () => {
  it("measures how far a wrong device clock is from the server's", async () => {
    const identity = await createFirebaseAuth(config).ensureGameIdentity();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + DUAL_BOOT_SKEW_MS);
    const offset = await identity.clockOffset();
    expect(Math.abs(offset + DUAL_BOOT_SKEW_MS)).toBeLessThan(TOLERANCE_MS);
  });
});
