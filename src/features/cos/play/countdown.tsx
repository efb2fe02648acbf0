import { useEffect } from 'react';
import styles from './game.module.css';
import { useClock } from './use-clock.ts';

interface CountdownProps {
  /** The end of the team's hour on this device's clock. */
  deadline: number;
  /** The team may not play on (disqualified): no time is left, as the console says, for now. */
  stopped?: boolean;
  onTimeUp: () => void;
}

function format(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The time left of the team's hour; calls onTimeUp once it is over. */
export function Countdown({ deadline, stopped = false, onTimeUp }: CountdownProps) {
  const remaining = deadline - useClock(1000);
  const over = remaining <= 0;

  useEffect(() => {
    if (over && !stopped) onTimeUp();
  }, [over, stopped, onTimeUp]);

  return (
    <p className={styles.stat}>
      <span className={styles.statLabel}>Time left</span>
      <span role="timer" className={over || stopped ? styles.timerOver : styles.statValue}>
        {format(stopped ? 0 : remaining)}
      </span>
    </p>
  );
}
