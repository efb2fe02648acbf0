import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAuthPortContract, type AuthPortHarness } from '@/test/auth-port.contract.ts';
import { describeEmailVerificationContract } from '@/test/email-verification.contract.ts';
import type { SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalAuth } from './auth.ts';
import { ACTION_CODE_LIFETIME_MS, ACTION_CODES_KEY } from './action-codes.ts';

const EMAIL = 'asha_22@ece.nits.ac.in';

/**
 * Local mode "sends" its e-mails by printing their links, as the Auth emulator does; another tab
 * of the browser (a second adapter on the same storage) follows a link.
 */
async function localHarness(): Promise<AuthPortHarness> {
  localStorage.clear();
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return {
    auth: createLocalAuth(),
    reload: async () => createLocalAuth(),
    sentLinks: async (email, mode) =>
      info.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes(` ${email}, `))
        .flatMap((line) => line.match(/https?:\/\/\S+/g) ?? [])
        .filter((link) => new URL(link).searchParams.get('mode') === mode),
    followLink: (link) =>
      createLocalAuth().applyEmailVerification(new URL(link).searchParams.get('oobCode') ?? ''),
    dispose: () => info.mockRestore(),
  };
}

describeAuthPortContract('local storage', localHarness);
describeEmailVerificationContract('local storage', localHarness);

function nextUser(auth: ReturnType<typeof createLocalAuth>): Promise<SessionUser | null> {
  return new Promise((resolve) => {
    const stop = auth.onUserChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

/** Asks for a reset and returns the `oobCode` of the link printed to the console. */
async function sentResetCode(auth: ReturnType<typeof createLocalAuth>): Promise<string> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await auth.sendPasswordReset(EMAIL);
  const link = String(info.mock.calls.at(-1)?.[0]).match(/https?:\/\/\S+/)?.[0] ?? '';
  info.mockRestore();
  return new URL(link).searchParams.get('oobCode') ?? '';
}

describe('local auth adapter', () => {
  // A sign-up prints its verification link.
  beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps only a salted hash of the password', async () => {
    await createLocalAuth().signUp('Asha', EMAIL, 'secret1');
    const stored = localStorage.getItem(ACCOUNTS_KEY) ?? '';
    expect(stored).not.toContain('secret1');
    expect(stored).toMatch(/"salt":"[0-9a-f]{32}"/);
  });

  it('reports the anonymous game identity as nobody signed in', async () => {
    const auth = createLocalAuth();
    await auth.ensureGameIdentity();
    expect(await nextUser(auth)).toBeNull();
  });

  it('keeps a reset code with its e-mail for an hour, then refuses it as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-03-01T10:00:00Z') });
    const auth = createLocalAuth();
    await auth.signUp('Asha', EMAIL, 'secret1');
    const code = await sentResetCode(auth);
    expect(JSON.parse(localStorage.getItem(ACTION_CODES_KEY) ?? '{}')).toMatchObject({
      [code]: {
        email: EMAIL,
        mode: 'resetPassword',
        expiresAt: Date.parse('2025-03-01T11:00:00Z'),
      },
    });
    vi.setSystemTime(Date.now() + ACTION_CODE_LIFETIME_MS);
    await expect(auth.confirmPasswordReset(code, 'secret3')).rejects.toMatchObject({
      code: 'auth/expired-action-code',
    });
    expect(await auth.signIn(EMAIL, 'secret1')).toMatchObject({ email: EMAIL });
  });

  it('drops expired reset codes when it stores a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const auth = createLocalAuth();
    await auth.signUp('Asha', EMAIL, 'secret1');
    const old = await sentResetCode(auth);
    vi.setSystemTime(Date.now() + ACTION_CODE_LIFETIME_MS);
    const fresh = await sentResetCode(auth);
    expect(Object.keys(JSON.parse(localStorage.getItem(ACTION_CODES_KEY) ?? '{}'))).toEqual([
      fresh,
    ]);
    await expect(auth.confirmPasswordReset(old, 'secret3')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });
});
