import { Link } from 'react-router-dom';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import type { NightPhase } from '@/game/schedule.ts';
import { formatOpening } from './opening-time.ts';
import { untilOpening } from './until-opening.ts';

interface NightStatusProps {
  phase: NightPhase;
  /** The game keeps failing to load (and is still trying). */
  unreachable: boolean;
  serverNow: number;
  onPractice: () => void;
}

/** What the intro says instead of NEXT while the game night is not open. */
export function NightStatus({ phase, unreachable, serverNow, onPractice }: NightStatusProps) {
  switch (phase.kind) {
    case 'loading':
      return unreachable ? (
        <p role="alert" className={styles.alert}>
          {MESSAGES.startFailed}
        </p>
      ) : (
        <p className={styles.notice}>Checking the game night…</p>
      );
    case 'unscheduled':
      return <p className={styles.notice}>{MESSAGES.notScheduled}</p>;
    case 'before':
      return (
        <div className={styles.nightStatus}>
          <p className={styles.notice}>{MESSAGES.notStarted}</p>
          <p>
            Opens{' '}
            <time dateTime={new Date(phase.opensAt).toISOString()}>
              {formatOpening(phase.opensAt)}
            </time>
          </p>
          <p>
            Starts in <span role="timer">{untilOpening(phase.opensAt - serverNow)}</span>
          </p>
        </div>
      );
    case 'over':
      return (
        <div className={styles.nightStatus}>
          <p className={styles.notice}>{MESSAGES.nightOver}</p>
          <Link className={styles.secondaryLink} to="/CoS/leaderboard">
            See the final leaderboard
          </Link>
          <button type="button" className={styles.primary} onClick={onPractice}>
            Practice the riddles
          </button>
          <p>{MESSAGES.practice}</p>
        </div>
      );
    default:
      return <p className={styles.notice}>{MESSAGES.notStarted}</p>;
  }
}
