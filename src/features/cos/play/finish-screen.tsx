import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGE_DELAY_MS, REDIRECT_DELAY_MS } from '@/game/numbers.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import type { FinalRank } from './use-final-rank.ts';
import { SCREEN_FOCUS } from './use-screen-focus.ts';

interface FinishScreenProps {
  score: number;
  /** A practice after the night: nothing was saved, nothing needs to be. */
  practice: boolean;
  /** The team's place tonight, once read (never in practice). */
  rank: FinalRank | null;
  onRedirect: () => void;
}

/**
 * The end: the database holds the 21st right answer (or a practice is done). The team's place
 * and the ways on show at once; the page goes home after a few seconds, as it always has,
 * unless the player taps or presses a key first: a player busy on the page (reading the rank,
 * heading for the board) is not taken away from it.
 */
export function FinishScreen({ score, practice, rank, onRedirect }: FinishScreenProps) {
  const [redirecting, setRedirecting] = useState(false);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (staying) return;
    const stay = () => {
      setStaying(true);
      setRedirecting(false);
    };
    const message = window.setTimeout(() => setRedirecting(true), MESSAGE_DELAY_MS);
    const redirect = window.setTimeout(onRedirect, REDIRECT_DELAY_MS);
    document.addEventListener('pointerdown', stay);
    document.addEventListener('keydown', stay);
    return () => {
      window.clearTimeout(message);
      window.clearTimeout(redirect);
      document.removeEventListener('pointerdown', stay);
      document.removeEventListener('keydown', stay);
    };
  }, [staying, onRedirect]);

  return (
    <section className={styles.card} aria-labelledby="cos-finish-heading">
      <h2 id="cos-finish-heading" className={styles.cardHeading} tabIndex={-1} {...SCREEN_FOCUS}>
        Final score: {score}
      </h2>
      {practice && <p className={styles.practice}>{MESSAGES.practice}</p>}
      {!practice && rank && (
        <p className={styles.rank}>{MESSAGES.finalRank(rank.place, rank.of)}</p>
      )}
      <div aria-live="polite" className={styles.feedback}>
        <p className={styles.success}>{MESSAGES.congrats}</p>
        {redirecting && (
          <>
            <p>{MESSAGES.redirecting}</p>
            <p>{MESSAGES.tapToStay}</p>
          </>
        )}
      </div>
      <p className={styles.finishLinks}>
        <Link className={styles.secondaryLink} to="/CoS/leaderboard">
          See the leaderboard
        </Link>
        <Link className={styles.secondaryLink} to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
