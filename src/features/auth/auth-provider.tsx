import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { loadAuth } from '@/backend/index.ts';
import type { AuthPort, SessionUser } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import { AuthContext, type AuthContextValue, type AuthModal } from './auth-context.ts';
import { mayBeSignedIn as savedSessionIn } from './saved-session.ts';

// The modals (and framer-motion with them) load on first open, never with the page.
const AuthModals = lazy(() => import('./auth-modals.tsx').then((m) => ({ default: m.AuthModals })));

interface OpenModal {
  modal: AuthModal;
  notice: string;
  returnTo: string | null;
  reason: string | null;
  opener?: RefObject<HTMLElement | null>;
}

const CLOSED: OpenModal = { modal: 'none', notice: '', returnTo: null, reason: null };

interface AuthProviderProps {
  children: ReactNode;
  /** Where the AuthPort comes from; tests pass their own. */
  load?: () => Promise<AuthPort>;
  /** Whether this browser may hold a member's session (saved-session.ts); tests pass their own. */
  mayBeSignedIn?: () => boolean;
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

/** Another tab signing in or out changes what this one may find saved. */
function onStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/** Follows the adapter's session: rendered once the session is wanted, so nothing loads before. */
function SessionWatch({
  load,
  onUser,
}: {
  load: () => Promise<AuthPort>;
  onUser: (user: SessionUser | null) => void;
}) {
  const loadWhenIdle = useCallback(
    (signal: AbortSignal) => whenIdle(signal).then(() => load()),
    [load],
  );
  const watchUser = useCallback((auth: AuthPort) => auth.onUserChanged(onUser), [onUser]);
  useBackendWatch(loadWhenIdle, watchUser);
  return null;
}

/**
 * The session, for every page. The adapter (with Firebase, the Auth SDK: some 30 KiB) loads only
 * when a member may be signed in, when a dialog of the accounts opens, or when a page asks for
 * it: a visitor who never signed in downloads none of it (docs/performance.md).
 */
export function AuthProvider({
  children,
  load = loadAuth,
  mayBeSignedIn = savedSessionIn,
}: AuthProviderProps) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [open, setOpen] = useState<OpenModal>(CLOSED);
  // Whether a member's session may be saved: unknown (null) while the pre-rendered page hydrates.
  const savedSession = useSyncExternalStore(onStorage, mayBeSignedIn, () => null);
  const [demanded, setDemanded] = useState(false);
  // Once the adapter has told who is signed in, keep following it (a sign-out in another tab).
  const wanted = demanded || savedSession === true || user !== undefined;
  // With no saved session nobody is signed in: no need to load the adapter to say so.
  const known = user === undefined && savedSession === false ? null : user;

  const loadWanted = useCallback(() => {
    setDemanded(true);
    return load();
  }, [load]);

  const openModal = useCallback<AuthContextValue['openModal']>(
    (modal, { notice = '', returnTo, reason, opener } = {}) => {
      // Logging in will need the adapter: fetch it while the dialog's own chunk loads.
      setDemanded(true);
      setOpen((current) => ({
        modal,
        notice,
        returnTo: returnTo ?? current.returnTo,
        reason: reason ?? current.reason,
        opener: opener ? { current: opener } : current.opener,
      }));
    },
    [],
  );
  const closeModal = useCallback(() => setOpen(CLOSED), []);

  const value = useMemo<AuthContextValue>(() => {
    const signedIn = known && !known.isAnonymous ? known : null;
    return {
      user: signedIn,
      status: known === undefined ? 'loading' : signedIn ? 'signed-in' : 'signed-out',
      ...open,
      openModal,
      closeModal,
      signIn: async (email, password) => {
        const named = await (await loadWanted()).signIn(email, password);
        setUser(named);
        return named;
      },
      signUp: async (name, email, password) => {
        // The adapter resolves with the displayName set: show it at once, not after a reload.
        const named = await (await loadWanted()).signUp(name, email, password);
        setUser(named);
        return named;
      },
      sendPasswordReset: async (email) => (await loadWanted()).sendPasswordReset(email),
      confirmPasswordReset: async (code, newPassword) =>
        (await loadWanted()).confirmPasswordReset(code, newPassword),
      signOut: async () => {
        await (await loadWanted()).signOut();
        setUser(null);
      },
      loadPort: loadWanted,
    };
  }, [known, open, openModal, closeModal, loadWanted]);

  return (
    <AuthContext.Provider value={value}>
      {wanted && <SessionWatch load={load} onUser={setUser} />}
      {children}
      {open.modal !== 'none' && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
