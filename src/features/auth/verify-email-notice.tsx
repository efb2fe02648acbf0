import { useId, useState } from 'react';
import { MESSAGES, verificationErrorMessage } from './auth-messages.ts';
import { useAuth } from './use-auth.ts';
import styles from './verify-email-notice.module.css';

type Reply = { text: string; alert: boolean } | null;

/**
 * Until the signed-in member's address is verified: check your inbox, with the verification
 * link sent again on request, and a refresh once it is followed (in the e-mail's own page, on
 * another device). Nothing for a verified member.
 */
export function VerifyEmailNotice() {
  const { user, loadPort } = useAuth();
  const [reply, setReply] = useState<Reply>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  if (!user || user.emailVerified) return null;

  async function ask(action: 'refresh' | 'send') {
    if (busy) return;
    setBusy(true);
    try {
      const auth = await loadPort();
      if (action === 'send') {
        await auth.sendEmailVerification();
        setReply({ text: MESSAGES.emailSent, alert: false });
      } else if (!(await auth.reloadUser())?.emailVerified) {
        setReply({ text: MESSAGES.notVerifiedYet, alert: false });
      }
    } catch (error) {
      setReply({ text: verificationErrorMessage(error), alert: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {MESSAGES.checkInbox}
      </h2>
      <p>
        We sent a link to <strong>{user.email}</strong>. {MESSAGES.verifyAddress}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={busy || undefined}
          onClick={() => void ask('refresh')}
        >
          I have verified: refresh
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={busy || undefined}
          onClick={() => void ask('send')}
        >
          Send the link again
        </button>
      </div>
      {reply?.alert ? (
        <p role="alert" className={styles.reply}>
          {reply.text}
        </p>
      ) : (
        <p role="status" className={styles.reply}>
          {reply?.text}
        </p>
      )}
    </section>
  );
}
