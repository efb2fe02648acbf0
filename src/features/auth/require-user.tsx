import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MESSAGES } from './auth-messages.ts';
import styles from './require-user.module.css';
import { useAuth } from './use-auth.ts';

/**
 * Only a signed-in member sees `children` (the resource hub, the semester notes); it waits for
 * the session before deciding. A visitor who arrives signed out goes to the home page with the
 * login dialog open, saying why at its top, and comes back here once signed in. A member who
 * signs out here chose to leave: they go to the home page, with no dialog.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, openModal } = useAuth();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status === 'signed-out' && !wasSignedIn.current) {
      // Nothing on the home page opened the dialog: closing it leaves the visitor at its content.
      const opener = document.getElementById('main');
      openModal('login', { returnTo: here, reason: MESSAGES.logInForNotes, opener });
    }
  }, [status, openModal, here]);

  if (status === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        Checking your account…
      </p>
    );
  }
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return <>{children}</>;
}
