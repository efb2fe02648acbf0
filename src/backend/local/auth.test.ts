import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeAuthPortContract } from '../testing/auth-port.contract.ts';
import type { SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalAuth } from './auth.ts';
import { RESET_CODE_LIFETIME_MS, RESET_CODES_KEY } from './reset-codes.ts';

const EMAIL = 'asha_22@ece.nits.ac.in';

describeAuthPortContract('local storage', async () => {
  localStorage.clear();
  // Local mode "sends" a reset e-mail by printing its link, as the Auth emulator does.
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return {
    auth: createLocalAuth(),
    reload: async () => createLocalAuth(),
    resetLinks: async (email) =>
      info.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes(` ${email}, `))
        .flatMap((line) => line.match(/https?:\/\/\S+/g) ?? []),
    dispose: () => info.mockRestore(),
  };
});

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
  afterEach(() => vi.useRealTimers());

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
    expect(JSON.parse(localStorage.getItem(RESET_CODES_KEY) ?? '{}')).toEqual({
      [code]: { email: EMAIL, expiresAt: Date.parse('2025-03-01T11:00:00Z') },
    });
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS);
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
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS);
    const fresh = await sentResetCode(auth);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESET_CODES_KEY) ?? '{}'))).toEqual([fresh]);
    await expect(auth.confirmPasswordReset(old, 'secret3')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });
});
