import { vi } from 'vitest';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';

/** The `oobCode`s of the verification links local auth printed to `info` so far, oldest first. */
export function printedCodes(info: { mock: { calls: unknown[][] } }): string[] {
  return info.mock.calls
    .map(([line]) => /https?:\/\/\S+/.exec(String(line))?.[0] ?? '')
    .filter((link) => link.includes('mode=verifyEmail'))
    .map((link) => new URL(link).searchParams.get('oobCode') ?? '');
}

/**
 * Signs a member up on local `auth` and follows the verification link it printed, as a member
 * who owns the address does; the console stays quiet.
 */
export async function signUpVerified(
  auth: AuthPort,
  name: string,
  email: string,
  password = 'secret1',
): Promise<SessionUser> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    await auth.signUp(name, email, password);
    await auth.applyEmailVerification(printedCodes(info).at(-1) ?? '');
    return (await auth.reloadUser()) ?? Promise.reject(new Error('Nobody is signed in.'));
  } finally {
    info.mockRestore();
  }
}
