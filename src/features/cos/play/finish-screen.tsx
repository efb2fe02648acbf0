import { useEffect, useState } from 'react';
import { MESSAGE_DELAY_MS, REDIRECT_DELAY_MS } from '@/game/numbers.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { SCREEN_FOCUS } from './use-screen-focus.ts';

interface FinishScreenProps {
  score: number;
  /** A practice after the night: nothing was saved, nothing needs to be. */
  practice: boolean;
  onRedirect: () => void;
}

/**
 * The end: the database holds the 21st right answer (or a practice is done), so nothing is left
 * to save and the page goes home.
 */
export function FinishScreen({ score, practice, onRedirect }: FinishScreenProps) {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const message = window.setTimeout(() => setRedirecting(true), MESSAGE_DELAY_MS);
    const redirect = window.setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(message);
      window.clearTimeout(redirect);
    };
  }, [onRedirect]);

  return (
    <section className={styles.card} aria-labelledby="cos-finish-heading">
      <h2 id="cos-finish-heading" className={styles.cardHeading} tabIndex={-1} {...SCREEN_FOCUS}>
        Final score: {score}
      </h2>
      {practice && <p className={styles.practice}>{MESSAGES.practice}</p>}
      <div aria-live="polite" className={styles.feedback}>
        <p className={styles.success}>{MESSAGES.congrats}</p>
        {redirecting && <p>{MESSAGES.redirecting}</p>}
      </div>
    </section>
  );
}
