import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { createLocalAuth } from '@/backend/local/auth.ts';
import type { AuthPort } from '@/backend/ports.ts';
import { AccountMenu } from '@/features/auth/account-menu.tsx';
import { AccountPage } from '@/features/auth/account-page.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { RequireUser } from '@/features/auth/require-user.tsx';

/** The address (path and query) and how it was last reached (PUSH, REPLACE, POP). */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location" data-navigation={useNavigationType()}>
      {pathname + search}
    </p>
  );
}

/** The navbar avatar, a public page, /login, and the protected hub, on the local adapter. */
export function renderAccounts(options: { route?: string; auth?: AuthPort } = {}) {
  const auth = options.auth ?? createLocalAuth();
  const load = () => Promise.resolve(auth);
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/feed']}>
      <AuthProvider load={load}>
        <AccountMenu />
        <Where />
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/feed" element={<h1>Feed</h1>} />
          <Route path="/login" element={<AccountPage modal="login" />} />
          <Route
            path="/resourcehub"
            element={
              <RequireUser>
                <h1>Resource Hub</h1>
              </RequireUser>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  return { auth, ...view };
}
