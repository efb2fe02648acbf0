import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { printedCodes } from '@/test/local-auth-test-utils.ts';
import type { AuthPort } from '@/backend/ports.ts';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';

export const EMAIL = 'asha@ece.nits.ac.in';

/**
 * A member signed up in local mode, their address verified (its printed link followed) or not;
 * `verify()` follows the link as another tab of the browser would.
 */
export async function localMember(email = EMAIL, { verified }: { verified: boolean }) {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const auth = createLocalAuth();
  await auth.signUp('Asha', email, 'secret1');
  const verify = async () => {
    const [code = ''] = printedCodes(info);
    await createLocalAuth().applyEmailVerification(code);
  };
  if (verified) await auth.applyEmailVerification(printedCodes(info)[0] ?? '');
  return { auth, info, verify };
}

/** `auth` as the hosted adapter is: Firebase sends the e-mails, so it has no local outbox. */
export function sendingEmail(auth: AuthPort): AuthPort {
  const hosted = { ...auth };
  delete hosted.localOutbox;
  return hosted;
}

/** Renders `element` at `route` (matched by `path`) for the member `auth` holds. */
export function renderAsMember(auth: AuthPort, path: string, route: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AuthProvider load={() => Promise.resolve(auth)}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}
