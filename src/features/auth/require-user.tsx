import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styles from './require-user.module.css';
import { useAuth } from './use-auth.ts';

/**
 * Only a signed-in member sees `children`; it waits for the session before deciding.
 * Anyone else goes to the home page with the login dialog open, so the redirect explains itself.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, openModal } = useAuth();

  useEffect(() => {
    if (status === 'signed-out') openModal('login');
  }, [status, openModal]);

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
