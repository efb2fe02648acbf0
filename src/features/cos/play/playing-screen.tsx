import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Erratum, Question } from '@/game/types.ts';
import { ErratumNote } from '../errata/erratum-note.tsx';
import { useErratumTold } from '../errata/use-erratum-told.ts';
import type { QuestionPort } from '@/backend/ports.ts';
import { type AidsContext, RiddleAidsPanel } from './aids/riddle-aids.tsx';
import { AnswerForm } from './guess/answer-form.tsx';
import { AnswerVerdictLine } from './guess/answer-verdict.tsx';
import { Countdown } from './countdown.tsx';
import { GuessCooldown, useGuessWait } from './guess/guess-cooldown.tsx';
import { useGuess, type JudgeAnswer } from './guess/use-guess.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { GameState } from '@/game/machine.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { QuestionCard } from './question-card.tsx';
import { SpellingOffer } from './guess/spelling-offer.tsx';
import { retryUntilDone } from './retry.ts';

/** A riddle's read given up as the screen moved on. */
const ignoreAbort = () => undefined;

interface PlayingScreenProps {
  state: GameState;
  questions: QuestionPort;
  /** Judges the answers typed here, moving the game on (use-play.ts). */
  judgeAnswer: JudgeAnswer;
  onTimeUp: () => void;
  /** The organizers' correction to the riddle on screen; undefined until the night is read. */
  erratum?: Erratum | null;
  /** The riddle's hints, and in practice its solutions (aids/riddle-aids.tsx). */
  aids: AidsContext;
  /** The team's last wrong answer, accepted since as a spelling (use-spelling-offer.ts), or null. */
  spellingOffer: string | null;
}

export function PlayingScreen(props: PlayingScreenProps) {
  const { state, questions, judgeAnswer, onTimeUp, erratum, aids, spellingOffer } = props;
  const [loaded, setLoaded] = useState<{ number: number; question: Question | null } | null>(null);
  const [riddleFailedFor, setRiddleFailedFor] = useState<number | null>(null);
  const number = state.question;
  const question = loaded?.number === number ? loaded.question : null;
  const { feedback, submitGuess } = useGuess(judgeAnswer, question);
  const wait = useGuessWait(state.nextGuessAt);
  const closed = state.timeUp || state.disqualified;
  const closedNotice = useRef<HTMLParagraphElement>(null);
  const feedbackArea = useRef<HTMLDivElement>(null);
  const erratumTold = useErratumTold(number, erratum);

  // A wrong answer's toast rises at the foot of a phone's screen, where the answer box, the wait
  // before the next guess and the verdict can sit: the view moves until they are above it.
  useEffect(() => {
    if (feedback.verdict === 'wrong' || feedback.verdict === 'nudge') {
      feedbackArea.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [feedback.verdict, feedback.count]);

  // Told at an answer, far below on a phone: focus (and so the view) moves up to the notice.
  useEffect(() => {
    if (closed) closedNotice.current?.focus();
  }, [closed]);

  useEffect(() => {
    const stopped = new AbortController();
    // A riddle that cannot be read now (offline) is asked for again, ever less often.
    retryUntilDone(
      () => questions.getQuestion(number),
      stopped.signal,
      () => setRiddleFailedFor(number),
    ).then((result) => setLoaded({ number, question: result }), ignoreAbort);
    return () => stopped.abort();
  }, [questions, number]);

  return (
    <section className={styles.card} aria-labelledby="cos-question-heading">
      {state.practice && <p className={styles.practice}>{MESSAGES.practice}</p>}
      {/* First in the card, at any width: a closed game is the first thing the team reads. */}
      {closed && (
        <p ref={closedNotice} role="alert" tabIndex={-1} className={styles.closed}>
          {state.disqualified ? MESSAGES.disqualified : MESSAGES.timeUp}
        </p>
      )}
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
        {state.team && (
          <Countdown
            deadline={state.team.deadline}
            stopped={state.disqualified}
            onTimeUp={onTimeUp}
          />
        )}
      </div>
      <h2 id="cos-question-heading" className={styles.cardHeading}>
        Question {number} of {QUESTION_COUNT}
      </h2>
      {question ? (
        <>
          <QuestionCard question={question} />
          {erratum && <ErratumNote erratum={erratum} />}
        </>
      ) : (
        <p className={styles.lead}>
          {riddleFailedFor === number ? MESSAGES.riddleRetrying : 'Loading…'}
        </p>
      )}
      {spellingOffer !== null && !closed && (
        <SpellingOffer text={spellingOffer} enter={() => void submitGuess(spellingOffer)} />
      )}
      <AnswerForm
        disabled={closed || !question}
        waiting={wait > 0 && !closed}
        submitGuess={submitGuess}
      />
      <GuessCooldown seconds={closed ? 0 : wait} />
      <div ref={feedbackArea} aria-live="polite" className={styles.feedback}>
        {!closed && feedback.verdict && (
          <AnswerVerdictLine
            key={feedback.count}
            verdict={feedback.verdict}
            reply={feedback.reply}
          />
        )}
        {erratumTold && erratum && question && (
          <p>
            {MESSAGES.erratumTold}
            <span className="visually-hidden"> {erratum.text}</span>
          </p>
        )}
        {state.saveFailed && <p className={styles.warning}>{MESSAGES.notSaved}</p>}
        {state.saveRefused && <p className={styles.warning}>{MESSAGES.notSavedInTime}</p>}
      </div>
      {question && !closed && <RiddleAidsPanel state={state} aids={aids} />}
      <Link className={styles.secondaryLink} to="/CoS/leaderboard" target="_blank">
        Leaderboard (opens in a new tab)
      </Link>
    </section>
  );
}
