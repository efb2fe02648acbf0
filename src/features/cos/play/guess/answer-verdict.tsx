import { MESSAGES } from '../game-messages.ts';
import styles from '../game.module.css';

/** A nudge is a wrong answer the bank has a reply for ("Keep going: ..."). */
export type AnswerVerdict = 'wrong' | 'correct' | 'nudge';

const MARKS: Record<AnswerVerdict, string> = {
  correct: 'M5.5 10.5l3 3 6-7',
  wrong: 'M6.5 6.5l7 7m0-7l-7 7',
  // An arrow on: keep going.
  nudge: 'M5 10h9m-3.5-3.5L14 10l-3.5 3.5',
};

const CLASSES: Record<AnswerVerdict, string | undefined> = {
  correct: styles.correctAnswer,
  wrong: styles.wrongAnswer,
  nudge: styles.nudgeAnswer,
};

/**
 * "Wrong answer", "Correct answer", or a nudge's reply in place of "Wrong answer": each told
 * apart by its mark (a cross, a tick, an arrow) as well as by colour.
 */
export function AnswerVerdictLine({ verdict, reply }: { verdict: AnswerVerdict; reply?: string }) {
  const text =
    verdict === 'correct' ? MESSAGES.correct : verdict === 'nudge' ? reply : MESSAGES.wrong;
  return (
    <p className={CLASSES[verdict]}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path
          d={MARKS[verdict]}
          fill="none"
          stroke="var(--color-surface)"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {text}
    </p>
  );
}
