import { MESSAGES } from '../game-messages.ts';
import styles from '../game.module.css';

export type AnswerVerdict = 'wrong' | 'correct';

/** "Wrong answer" or "Correct answer", told apart by a cross or a tick as well as by colour. */
export function AnswerVerdictLine({ verdict }: { verdict: AnswerVerdict }) {
  const correct = verdict === 'correct';
  return (
    <p className={correct ? styles.correctAnswer : styles.wrongAnswer}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path
          d={correct ? 'M5.5 10.5l3 3 6-7' : 'M6.5 6.5l7 7m0-7l-7 7'}
          fill="none"
          stroke="var(--color-surface)"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {correct ? MESSAGES.correct : MESSAGES.wrong}
    </p>
  );
}
