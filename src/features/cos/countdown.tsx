import { useEffect } from 'react';
import { TIME_LIMIT_MS } from './game-constants.ts';
import styles from './game.module.css';
import { useClock } from './use-clock.ts';

interface CountdownProps {
  startedAt: number;
  onTimeUp: () => void;
}

function format(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The 60 minutes counted from the team's start time; calls onTimeUp once they are over. */
export function Countdown({ startedAt, onTimeUp }: CountdownProps) {
  const remaining = startedAt + TIME_LIMIT_MS - useClock(1000);
  const over = remaining <= 0;

  useEffect(() => {
    if (over) onTimeUp();
  }, [over, onTimeUp]);

  return (
    <p className={styles.stat}>
      <span className={styles.statLabel}>Time left</span>
      <span role="timer" className={over ? styles.timerOver : styles.statValue}>
        {format(remaining)}
      </span>
    </p>
  );
}
