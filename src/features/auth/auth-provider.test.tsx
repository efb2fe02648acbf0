import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import type { AuthPort } from '@/backend/ports.ts';
import { AccountMenu } from './account-menu.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { mayBeSignedIn, sessionKey } from './saved-session.ts';

const LOCAL = { firebase: null };
const FIREBASE = {
  firebase: { apiKey: 'key-1', authDomain: '', projectId: 'demo-x', appId: '', databaseURL: '' },
};
/** Past the provider's wait for an idle moment (a timer in jsdom, which has no idle callback). */
const PAST_IDLE_MS = 50;

// A sign-up prints its verification link.
beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a saved session, read without the adapter', () => {
  it("is local auth's own session: there after a sign-in, gone after a sign-out", async () => {
    const auth = createLocalAuth();
    expect(mayBeSignedIn(localStorage, LOCAL)).toBe(false);
    await auth.ensureGameIdentity();
    expect(mayBeSignedIn(localStorage, LOCAL)).toBe(false);
    await auth.signUp('Asha', 'asha@ece.nits.ac.in', 'secret1');
    expect(mayBeSignedIn(localStorage, LOCAL)).toBe(true);
    await auth.signOut();
    expect(mayBeSignedIn(localStorage, LOCAL)).toBe(false);
  });

  it("is Firebase's saved user for the API key, a member's and not the game's anonymous one", () => {
    const key = 'firebase:authUser:key-1:[DEFAULT]';
    expect(sessionKey(FIREBASE)).toBe(key);
    const saved = (user: object) => ({
      getItem: (name: string) => (name === key ? JSON.stringify(user) : null),
    });
    expect(mayBeSignedIn(saved({ uid: 'm', isAnonymous: false }), FIREBASE)).toBe(true);
    expect(mayBeSignedIn(saved({ uid: 'a', isAnonymous: true }), FIREBASE)).toBe(false);
    expect(mayBeSignedIn({ getItem: () => null }, FIREBASE)).toBe(false);
    const turnedOff = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(mayBeSignedIn(turnedOff, FIREBASE)).toBe(false);
  });
});

function renderMenu(auth: AuthPort, savedSession: () => boolean) {
  const load = vi.fn(() => Promise.resolve(auth));
  render(
    <MemoryRouter>
      <AuthProvider load={load} mayBeSignedIn={savedSession}>
        <AccountMenu />
      </AuthProvider>
    </MemoryRouter>,
  );
  return load;
}

const pastIdle = () => act(() => new Promise((resolve) => setTimeout(resolve, PAST_IDLE_MS)));

describe('the provider loads the auth adapter only when a session may be needed', () => {
  it('loads nothing for a visitor, then loads it when Log in opens the dialog', async () => {
    const user = userEvent.setup();
    const load = renderMenu(createLocalAuth(), () => false);
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    await pastIdle();
    expect(load).not.toHaveBeenCalled();

    await user.click(logIn);
    await screen.findByRole('dialog', { name: 'Login' });
    expect(load).toHaveBeenCalled();
  });

  it('shows a saved member after a reload without a click', async () => {
    await createLocalAuth().signUp('Asha', 'asha@ece.nits.ac.in', 'secret1');
    const load = renderMenu(createLocalAuth(), () => mayBeSignedIn());
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeVisible();
    expect(load).toHaveBeenCalled();
  });

  it('follows a sign-in in another tab of the browser', async () => {
    const load = renderMenu(createLocalAuth(), () => mayBeSignedIn());
    await screen.findByRole('button', { name: 'Log in' });
    await pastIdle();
    expect(load).not.toHaveBeenCalled();

    // The other tab writes the session; this tab hears of it as a storage event.
    await createLocalAuth().signUp('Ravi', 'ravi@ece.nits.ac.in', 'secret1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: sessionKey() }));
    });
    expect(await screen.findByRole('button', { name: 'Account menu for Ravi' })).toBeVisible();
  });
});
