import { useId, useState } from 'react';
import { MESSAGES, verificationErrorMessage } from './auth-messages.ts';
import { useAuth } from './use-auth.ts';
import { useLocalOutbox, type OutboxLink } from './use-local-outbox.ts';
import styles from './verify-email-notice.module.css';

type Reply = { text: string; alert: boolean } | null;

interface WhereTheLinkIsProps {
  outbox: OutboxLink;
  email: string | null;
  purpose: string;
}

/** What the notice says the link is, and where: in the inbox, or (local mode) right here. */
function WhereTheLinkIs({ outbox, email, purpose }: WhereTheLinkIsProps) {
  if (!outbox.local) {
    return (
      <p>
        We sent a link to <strong>{email}</strong>. {MESSAGES.verifyAddress} {purpose}
      </p>
    );
  }
  if (!outbox.link) return <p>{`${MESSAGES.localModeNoLink} ${purpose}`}</p>;
  return (
    <p>
      Local mode sends no e-mail: the link an e-mail to <strong>{email}</strong> would bring is
      here, and in the browser&apos;s developer console. {MESSAGES.followLocalLink} {purpose}
    </p>
  );
}

/**
 * Until the signed-in member's address is verified: check your inbox, with the verification
 * link sent again on request, and a refresh once it is followed (in the e-mail's own page, on
 * another device). Local mode sends no e-mail: the notice shows the link itself. Nothing for a
 * verified member.
 */
export function VerifyEmailNotice({
  purpose = MESSAGES.notesNeedVerifying,
}: {
  /** What the verified address opens, said after where the link is. */
  purpose?: string;
}) {
  const { user, loadPort } = useAuth();
  const [reply, setReply] = useState<Reply>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(0);
  const headingId = useId();
  const unverified = user && !user.emailVerified ? user.email : null;
  const outbox = useLocalOutbox(unverified, 'verifyEmail', sent);
  if (!user || user.emailVerified) return null;

  async function ask(action: 'refresh' | 'send') {
    if (busy) return;
    setBusy(true);
    try {
      const auth = await loadPort();
      if (action === 'send') {
        await auth.sendEmailVerification();
        setSent((count) => count + 1);
        setReply({
          text: outbox.local ? MESSAGES.localModeLinkSent : MESSAGES.emailSent,
          alert: false,
        });
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
        {outbox.local ? MESSAGES.verifyYourAddress : MESSAGES.checkInbox}
      </h2>
      <WhereTheLinkIs outbox={outbox} email={user.email} purpose={purpose} />
      <div className={styles.actions}>
        {outbox.local ? (
          outbox.link && (
            <a className={styles.primary} href={outbox.link}>
              Verify my address
            </a>
          )
        ) : (
          <button
            type="button"
            className={styles.primary}
            aria-disabled={busy || undefined}
            onClick={() => void ask('refresh')}
          >
            I have verified: refresh
          </button>
        )}
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
