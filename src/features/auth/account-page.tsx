import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { config } from '@/config.ts';
import styles from './account-page.module.css';
import { MESSAGES } from './auth-messages.ts';
import { emailVerificationCode, passwordResetCode } from './reset-link.ts';
import { useAuth } from './use-auth.ts';
import { useVerificationLink, type VerificationOutcome } from './use-verification-link.ts';

interface AccountPageProps {
  /** The modal this route opens on arrival. */
  modal: 'login' | 'signup';
}

/** What a verification link came to, for a member or a visitor who follows it. */
function VerificationNews({ outcome }: { outcome: VerificationOutcome }) {
  if (outcome.kind === 'verifying') return <p role="status">{MESSAGES.verifying}</p>;
  if (outcome.kind === 'verified') return <p role="status">{MESSAGES.addressVerified}</p>;
  if (outcome.kind === 'refused') return <p role="alert">{outcome.message}</p>;
  return null;
}

/** What /login and /signup show behind their modal: what an account is for, and a way back in. */
export function AccountPage({ modal }: AccountPageProps) {
  const { user, status, openModal } = useAuth();
  const { search } = useLocation();
  const resetLink = passwordResetCode(search) !== null;
  const verifyLink = emailVerificationCode(search) !== null;
  const verification = useVerificationLink();

  // A password-reset link opens the new-password modal once, signed in or not: a later change
  // of session (a sign-in after Cancel) must not bring it back.
  // Nothing on the page opened these dialogs: closing one leaves the visitor at its content.
  useEffect(() => {
    if (resetLink) openModal('new-password', { opener: document.getElementById('main') });
  }, [resetLink, openModal]);

  useEffect(() => {
    if (status !== 'signed-out' || resetLink) return;
    const opener = document.getElementById('main');
    if (!verifyLink && verification.kind === 'none') openModal(modal, { opener });
    // A verified visitor logs in to open the notes; the dialog says why.
    if (verification.kind === 'verified') {
      const notice = MESSAGES.addressVerifiedLogIn;
      openModal('login', { notice, returnTo: '/resourcehub', opener });
    }
  }, [status, modal, openModal, resetLink, verifyLink, verification.kind]);

  return (
    <>
      <PageHeader title="Members' Account" eyebrow="ECS, NIT Silchar">
        <p>
          ECE students of NIT Silchar sign in with their institute e-mail to reach the Resource Hub:
          notes for every subject and the course structure of each semester.
        </p>
      </PageHeader>
      <section className={styles.body} aria-label="Your account">
        <VerificationNews outcome={verification} />
        {user ? (
          <p>
            You are signed in as <strong>{user.displayName || user.email}</strong>.{' '}
            <Link to="/resourcehub">Go to the Resource Hub</Link>
          </p>
        ) : (
          <>
            <p>
              Sign up once with your {config.allowedEmailDomain} address, then log in from any
              device.
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={(event) => openModal('login', { opener: event.currentTarget })}
              >
                Open login
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={(event) => openModal('signup', { opener: event.currentTarget })}
              >
                Create an account
              </button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
