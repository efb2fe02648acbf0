import { REACH_MESSAGES } from './reach-messages.ts';
import styles from './reach-notice.module.css';
import { useReach } from './use-reach.ts';

/**
 * A line that says when the game's database stops answering this page (a network down, a
 * database that refuses connections or stalls) and when it answers again; nothing otherwise.
 * The polite live region is always in the DOM, so a screen reader hears each change.
 */
export function ReachNotice() {
  const { reach, back } = useReach();
  return (
    <div aria-live="polite">
      {reach === 'unreachable' && <p className={styles.down}>{REACH_MESSAGES.unreachable}</p>}
      {reach === 'answering' && back && <p className={styles.back}>{REACH_MESSAGES.back}</p>}
    </div>
  );
}
