import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadAuth } from '@/backend/index.ts';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import { AuthContext, type AuthContextValue, type AuthModal } from './auth-context.ts';

// The modals (and framer-motion with them) load on first open, never with the page.
const AuthModals = lazy(() => import('./auth-modals.tsx').then((m) => ({ default: m.AuthModals })));

interface OpenModal {
  modal: AuthModal;
  notice: string;
  returnTo: string | null;
  reason: string | null;
}

const CLOSED: OpenModal = { modal: 'none', notice: '', returnTo: null, reason: null };

interface AuthProviderProps {
  children: ReactNode;
  /** Where the AuthPort comes from; tests pass their own. */
  load?: () => Promise<AuthPort>;
}

/** Resolves after the first paint, so the public pages never wait for the identity provider. */
function whenIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => resolve(), { timeout: 1000 });
      signal.addEventListener('abort', () => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(resolve, 1);
      signal.addEventListener('abort', () => window.clearTimeout(handle));
    }
  });
}

export function AuthProvider({ children, load = loadAuth }: AuthProviderProps) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [open, setOpen] = useState<OpenModal>(CLOSED);

  const loadWhenIdle = useCallback(
    (signal: AbortSignal) => whenIdle(signal).then(() => load()),
    [load],
  );
  const watchUser = useCallback((auth: AuthPort) => auth.onUserChanged(setUser), []);
  useBackendWatch(loadWhenIdle, watchUser);

  const openModal = useCallback<AuthContextValue['openModal']>(
    (modal, { notice = '', returnTo, reason } = {}) =>
      setOpen((current) => ({
        modal,
        notice,
        returnTo: returnTo ?? current.returnTo,
        reason: reason ?? current.reason,
      })),
    [],
  );
  const closeModal = useCallback(() => setOpen(CLOSED), []);

  const value = useMemo<AuthContextValue>(() => {
    const signedIn = user && !user.isAnonymous ? user : null;
    return {
      user: signedIn,
      status: user === undefined ? 'loading' : signedIn ? 'signed-in' : 'signed-out',
      ...open,
      openModal,
      closeModal,
      signIn: async (email, password) => {
        const named = await (await load()).signIn(email, password);
        setUser(named);
        return named;
      },
      signUp: async (name, email, password) => {
        // The adapter resolves with the displayName set: show it at once, not after a reload.
        const named = await (await load()).signUp(name, email, password);
        setUser(named);
        return named;
      },
      sendPasswordReset: async (email) => (await load()).sendPasswordReset(email),
      confirmPasswordReset: async (code, newPassword) =>
        (await load()).confirmPasswordReset(code, newPassword),
      signOut: async () => {
        await (await load()).signOut();
        setUser(null);
      },
      loadPort: load,
    };
  }, [user, open, openModal, closeModal, load]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {open.modal !== 'none' && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
