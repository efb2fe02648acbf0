import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styles from './require-user.module.css';
import { useAuth } from './use-auth.ts';

/**
 * Only a signed-in member sees `children`; it waits for the session before deciding.
 * Anyone else goes to the home page with the login dialog open, so the redirect explains itself,
 * and comes back here once signed in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, openModal } = useAuth();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;

  useEffect(() => {
    if (status === 'signed-out') openModal('login', { returnTo: here });
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
