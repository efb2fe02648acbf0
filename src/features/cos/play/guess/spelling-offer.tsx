import { MESSAGES } from '../game-messages.ts';
import styles from '../game.module.css';

interface SpellingOfferProps {
  /** The team's last wrong answer as it typed it, accepted since by the organizers. */
  text: string;
  enter: () => void;
}

/** Tells the team its last answer counts now, and enters it again at a press (no wait). */
export function SpellingOffer({ text, enter }: SpellingOfferProps) {
  return (
    <div role="status" className={styles.spellingOffer}>
      <p>{MESSAGES.spellingAccepted(text)}</p>
      <button type="button" className={styles.primary} onClick={enter}>
        Enter “{text}” again
      </button>
    </div>
  );
}
