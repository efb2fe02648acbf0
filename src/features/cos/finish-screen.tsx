import { useEffect, useState } from 'react';
import { MESSAGE_DELAY_MS, REDIRECT_DELAY_MS } from './game-constants.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';

interface FinishScreenProps {
  score: number;
  /** A practice after the night: nothing was saved, nothing needs to be. */
  practice: boolean;
  /** True once every correct answer is in the database. */
  saved: boolean;
  saveFailed: boolean;
  /** The last answers came after the hour: the score is what the server kept. */
  saveRefused: boolean;
  onRedirect: () => void;
}

export function FinishScreen({
  score,
  practice,
  saved,
  saveFailed,
  saveRefused,
  onRedirect,
}: FinishScreenProps) {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!saved) return undefined;
    const message = window.setTimeout(() => setRedirecting(true), MESSAGE_DELAY_MS);
    const redirect = window.setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(message);
      window.clearTimeout(redirect);
    };
  }, [saved, onRedirect]);

  return (
    <section className={styles.card} aria-labelledby="cos-finish-heading">
      <h2 id="cos-finish-heading" className={styles.cardHeading}>
        Final score: {score}
      </h2>
      {practice && <p className={styles.practice}>{MESSAGES.practice}</p>}
      <div aria-live="polite" className={styles.feedback}>
        {saveRefused ? (
          <p className={styles.warning}>{MESSAGES.notSavedInTime}</p>
        ) : saved ? (
          <p className={styles.success}>{MESSAGES.congrats}</p>
        ) : (
          <p>{MESSAGES.saving}</p>
        )}
        {!saved && saveFailed && <p className={styles.warning}>{MESSAGES.notSaved}</p>}
        {redirecting && <p>{MESSAGES.redirecting}</p>}
      </div>
    </section>
  );
}
