import { useId } from 'react';
import styles from './aids.module.css';
import { type RiddleHintsInput, useRiddleHints } from './use-riddle-hints.ts';

/** "4:05": minutes and seconds until `at`. */
function untilText(at: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The riddle's hints under it, each said once as it appears (a polite live region), and a
 * countdown to the next, shown only: read every second, it would drown the riddle out.
 */
export function RiddleHints(input: RiddleHintsInput) {
  const { shown, nextAt, now } = useRiddleHints(input);
  const headingId = useId();
  return (
    <section className={styles.hints} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Hints
      </h3>
      {/* Not an <ol>: its numbers before the labels would read "1. Hint 1:". */}
      <ul className={styles.list} aria-live="polite">
        {shown.map(({ number, text }) => (
          <li key={number}>
            <span className={styles.label}>Hint {number}:</span> {text}
          </li>
        ))}
      </ul>
      {nextAt !== null && (
        <p className={styles.countdown}>
          {shown.length === 0 ? 'First hint' : 'Next hint'} in {untilText(nextAt, now)}
        </p>
      )}
    </section>
  );
}
