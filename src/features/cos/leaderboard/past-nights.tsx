import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GameBackend } from '../../../backend/index.ts';
import styles from './leaderboard.module.css';
import { nightDateInWords } from './night-date.ts';

type PastNightsState = { dates: string[] } | 'failed';

/** Links to every archived night's board, newest first; nothing at all while there is none. */
export function PastNights({ loadGameBackend }: { loadGameBackend: () => Promise<GameBackend> }) {
  const headingId = useId();
  const [state, setState] = useState<PastNightsState>({ dates: [] });

  useEffect(() => {
    let cancelled = false;
    loadGameBackend()
      .then((backend) => backend.archive.listNights())
      .then(
        (dates) => !cancelled && setState({ dates }),
        () => !cancelled && setState('failed'),
      );
    return () => {
      cancelled = true;
    };
  }, [loadGameBackend]);

  if (state !== 'failed' && state.dates.length === 0) return null;
  return (
    <section className={styles.past} aria-labelledby={headingId}>
      <h2 id={headingId}>Past nights</h2>
      {state === 'failed' ? (
        <p className={styles.error}>The past nights could not be loaded.</p>
      ) : (
        <ul className={styles.nights}>
          {state.dates.map((date) => (
            <li key={date}>
              <Link to={`/CoS/leaderboard/${date}`}>{nightDateInWords(date)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
