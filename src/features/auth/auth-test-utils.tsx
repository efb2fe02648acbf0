import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createLocalAuth } from '../../backend/local/auth.ts';
import type { AuthPort } from '../../backend/ports.ts';
import { AccountMenu } from './account-menu.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { RequireUser } from './require-user.tsx';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The navbar avatar, a public page, and the protected hub, on the local adapter. */
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
