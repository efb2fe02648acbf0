import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NightState } from '@/game/types.ts';
import styles from './leaderboard.module.css';
import { nightDateInWords } from './night-date.ts';
import type { LoadBoard } from './board-backend.ts';
import { readUntilAnswered } from '../reach/read-until-answered.ts';

type PastNightsState = { dates: string[] } | 'failed';

interface PastNightsProps {
  loadGameBackend: LoadBoard;
  /** The night as the board hears it, null until it is known. */
  night: NightState | null;
}

/**
 * Links to every archived night's board, newest first; nothing at all while there is none.
 * A night is archived as the next one is scheduled (one write, hosted and local), so the list
 * is read once the night is known and again whenever its schedule changes.
 */
export function PastNights({ loadGameBackend, night }: PastNightsProps) {
  const headingId = useId();
  const [state, setState] = useState<PastNightsState>({ dates: [] });
  const known = night !== null;
  const opensAt = night?.schedule?.opensAt;
  const closesAt = night?.schedule?.closesAt;

  useEffect(() => {
    if (!known) return;
    const stopped = new AbortController();
    readUntilAnswered(
      async () => (await loadGameBackend()).archive.listNights(),
      stopped.signal,
    ).then(
      (read) => setState('failed' in read ? 'failed' : { dates: read.value }),
      () => undefined,
    );
    return () => stopped.abort();
  }, [loadGameBackend, known, opensAt, closesAt]);

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
