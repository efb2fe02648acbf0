import { memo } from 'react';
import { isWholeText } from '@/game/typed-answers.ts';
import styles from './statistics.module.css';
import type { RiddleStatistics } from './riddle-statistics.ts';
import type { SpellingRequest } from './accept-spelling-dialog.tsx';
import type { WrongAnswer } from './wrong-answer-tally.ts';

/** How many wrong answers a riddle lists; the CSV has them all. */
export const TOP_WRONG_ANSWERS = 5;

interface AcceptProps {
  /** Whether `text` is accepted already as a spelling of riddle `question`. */
  isAccepted: (question: number, text: string) => boolean;
  onAccept: (request: SpellingRequest) => void;
}

interface WrongAnswersProps extends AcceptProps {
  riddles: readonly RiddleStatistics[];
}

/** Per riddle, the most common wrong answers as typed, each with an Accept to confirm. */
export function WrongAnswers({ riddles, isAccepted, onAccept }: WrongAnswersProps) {
  const withWrong = riddles.filter((riddle) => riddle.wrongAnswers.length > 0);
  if (withWrong.length === 0) return <p>No wrong answer yet.</p>;
  return (
    <ul className={styles.riddles}>
      {withWrong.map(({ question, wrongAnswers }) => (
        <RiddleWrongAnswers
          key={question}
          question={question}
          wrongAnswers={wrongAnswers}
          isAccepted={isAccepted}
          onAccept={onAccept}
        />
      ))}
    </ul>
  );
}

interface RiddleWrongAnswersProps extends AcceptProps {
  question: number;
  /** The same array while the riddle's wrong answers stay the same (wrong-answer-tally.ts). */
  wrongAnswers: readonly WrongAnswer[];
}

/** One riddle's list, drawn again only when its wrong answers or the accepted spellings change. */
const RiddleWrongAnswers = memo(function RiddleWrongAnswers(props: RiddleWrongAnswersProps) {
  const { question, wrongAnswers, isAccepted, onAccept } = props;
  return (
    <li>
      <h4 id={`wrong-${question}`}>Riddle {question}</h4>
      <ol className={styles.answers} aria-labelledby={`wrong-${question}`}>
        {wrongAnswers.slice(0, TOP_WRONG_ANSWERS).map(({ text, teams }) => (
          <li key={text} className={styles.answer}>
            <span className={styles.typed}>{text}</span>
            <span className={styles.teams}>
              {teams} {teams === 1 ? 'team' : 'teams'}
            </span>
            {isAccepted(question, text) ? (
              <span className={styles.accepted}>Accepted</span>
            ) : (
              isWholeText(text) && (
                <button
                  type="button"
                  className={styles.accept}
                  onClick={() => onAccept({ question, text, teams })}
                >
                  Accept
                  <span className="visually-hidden">
                    {' '}
                    “{text}” for riddle {question}
                  </span>
                </button>
              )
            )}
          </li>
        ))}
      </ol>
    </li>
  );
});
