import { Link } from 'react-router-dom';
import { POINTS_PER_ANSWER, QUESTION_COUNT, TIME_LIMIT_MINUTES } from '../../backend/game-rules.ts';
import { canStart } from './game-machine.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { useClock } from './use-clock.ts';

interface IntroScreenProps {
  alreadyLoggedIn: boolean;
  onNext: (hour: number) => void;
}

export function IntroScreen({ alreadyLoggedIn, onNext }: IntroScreenProps) {
  const hour = new Date(useClock(15_000)).getHours();
  return (
    <section className={styles.card} aria-labelledby="cos-intro-heading">
      <h2 id="cos-intro-heading" className={styles.cardHeading}>
        Welcome to the Chamber of Secrets
      </h2>
      <p className={styles.lead}>
        {QUESTION_COUNT} riddles from the world of electronics and communication stand between your
        team and the top of the leaderboard. Read the rules, then step inside.
      </p>
      {alreadyLoggedIn && (
        <p role="alert" className={styles.alert}>
          {MESSAGES.alreadyLoggedIn}
        </p>
      )}
      <h3 className={styles.rulesHeading}>Rules</h3>
      <ol className={styles.rules}>
        <li>The time limit is {TIME_LIMIT_MINUTES} minutes.</li>
        <li>Each correct answer gives {POINTS_PER_ANSWER} points.</li>
        <li>You can retry an answer as many times as you like.</li>
        <li>Leaving the site restarts the game.</li>
        <li>The same group uses one device.</li>
        <li>Breaking the rules leads to disqualification.</li>
      </ol>
      <div className={styles.actions}>
        {canStart(hour) ? (
          <button type="button" className={styles.primary} onClick={() => onNext(hour)}>
            NEXT
          </button>
        ) : (
          <p className={styles.notice}>{MESSAGES.notStarted}</p>
        )}
        <Link className={styles.secondaryLink} to="/CoS/leaderboard">
          Leaderboard
        </Link>
      </div>
    </section>
  );
}
