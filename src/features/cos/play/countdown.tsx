import { useEffect } from 'react';
import styles from './game.module.css';
import { useClock } from './use-clock.ts';

interface CountdownProps {
  /** The end of the team's hour on this device's clock. */
  deadline: number;
  onTimeUp: () => void;
}

function format(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The time left of the team's hour; calls onTimeUp once it is over. */
export function Countdown({ deadline, onTimeUp }: CountdownProps) {
  const remaining = deadline - useClock(1000);
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
