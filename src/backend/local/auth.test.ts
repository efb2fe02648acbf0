import { describe, expect, it, vi } from 'vitest';
import { describeAuthPortContract } from '../auth-port.contract.ts';
import type { SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY, createLocalAuth } from './auth.ts';

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

describe('local auth adapter', () => {
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
});
