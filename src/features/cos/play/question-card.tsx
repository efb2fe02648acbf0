import type { Question } from '@/game/types.ts';
import styles from './game.module.css';

export function QuestionCard({ question }: { question: Question }) {
  return (
    <figure className={styles.question}>
      <figcaption className={styles.questionText}>{question.question}</figcaption>
      {question.image && (
        <img
          className={styles.questionImage}
          src={question.image}
          alt={`Figure for question ${question.qNo}`}
          width={320}
          height={160}
        />
      )}
      {question.audio && (
        // The sound is the riddle itself: a caption track would give the answer away.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          className={styles.questionAudio}
          src={question.audio}
          controls
          preload="none"
          aria-label={`Audio for question ${question.qNo}`}
        />
      )}
    </figure>
  );
}
