import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Question } from '@/game/types.ts';
import type { QuestionPort } from '@/backend/ports.ts';
import { notify } from '@/components/toast/notify.ts';
import { answerProof, matchesPlainAnswer } from '@/game/answer-proof.ts';
import { AnswerForm } from './guess/answer-form.tsx';
import { AnswerVerdictLine, type AnswerVerdict } from './guess/answer-verdict.tsx';
import { Countdown } from './countdown.tsx';
import { GuessCooldown, useGuessWait } from './guess/guess-cooldown.tsx';
import type { Verdict } from './guess/judge-guess.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { GameState } from '@/game/machine.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { QuestionCard } from './question-card.tsx';

interface PlayingScreenProps {
  state: GameState;
  questions: QuestionPort;
  /** Has the database judge the answer's proof; `rightInBrowser` for an old plaintext answer. */
  onGuess: (proof: string, rightInBrowser: boolean) => Promise<Verdict>;
  onTimeUp: () => void;
}

export function PlayingScreen({ state, questions, onGuess, onTimeUp }: PlayingScreenProps) {
  const [loaded, setLoaded] = useState<{ number: number; question: Question | null } | null>(null);
  // `count` gives each attempt a fresh node, so a repeated 'Wrong answer' is announced again.
  const [feedback, setFeedback] = useState<{ verdict: AnswerVerdict | null; count: number }>({
    verdict: null,
    count: 0,
  });
  const number = state.question;
  const question = loaded?.number === number ? loaded.question : null;
  const wait = useGuessWait(state.nextGuessAt);
  const closed = state.timeUp || state.disqualified;

  useEffect(() => {
    let current = true;
    void questions.getQuestion(number).then((result) => {
      if (current) setLoaded({ number, question: result });
    });
    return () => {
      current = false;
    };
  }, [questions, number]);

  async function answer(guess: string): Promise<boolean> {
    if (!question) return false;
    const plain = matchesPlainAnswer(question, guess);
    const verdict =
      plain === false ? 'wrong' : await onGuess(await answerProof(question.qNo, guess), !!plain);
    if (verdict === 'wrong') {
      setFeedback(({ count }) => ({ verdict: 'wrong', count: count + 1 }));
      notify.warning(MESSAGES.wrong);
    }
    if (verdict !== 'correct') return false;
    setFeedback(({ count }) => ({ verdict: 'correct', count: count + 1 }));
    notify.success(MESSAGES.correct);
    return true;
  }

  return (
    <section className={styles.card} aria-labelledby="cos-question-heading">
      {state.practice && <p className={styles.practice}>{MESSAGES.practice}</p>}
      <div className={styles.stats}>
        {state.team && (
          <p className={`${styles.stat} ${styles.teamStat}`}>
            <span className={styles.statLabel}>Team</span>
            <span className={styles.statValue}>{state.team.teamName}</span>
          </p>
        )}
        <p className={styles.stat}>
          <span className={styles.statLabel}>Score</span>
          <span className={styles.statValue}>{state.score}</span>
        </p>
        {state.team && <Countdown deadline={state.team.deadline} onTimeUp={onTimeUp} />}
      </div>
      <h2 id="cos-question-heading" className={styles.cardHeading}>
        Question {number} of {QUESTION_COUNT}
      </h2>
      {question ? <QuestionCard question={question} /> : <p className={styles.lead}>Loading…</p>}
      <AnswerForm disabled={closed || !question} waiting={wait > 0 && !closed} onAnswer={answer} />
      <GuessCooldown seconds={closed ? 0 : wait} />
      <div aria-live="polite" className={styles.feedback}>
        {closed ? (
          <p className={styles.alert}>
            {state.disqualified ? MESSAGES.disqualified : MESSAGES.timeUp}
          </p>
        ) : (
          feedback.verdict && <AnswerVerdictLine key={feedback.count} verdict={feedback.verdict} />
        )}
        {state.saveFailed && <p className={styles.warning}>{MESSAGES.notSaved}</p>}
        {state.saveRefused && <p className={styles.warning}>{MESSAGES.notSavedInTime}</p>}
      </div>
      <Link className={styles.secondaryLink} to="/CoS/leaderboard" target="_blank">
        Leaderboard (opens in a new tab)
      </Link>
    </section>
  );
}
