import { Link } from 'react-router-dom';
import type { GameBackend } from '../../../backend/index.ts';
import styles from './leaderboard.module.css';
import { PastNights } from './past-nights.tsx';
import { StandingsTable } from './standings-table.tsx';
import { useLiveStandings } from './use-live-standings.ts';

interface LeaderboardProps {
  loadGameBackend: () => Promise<GameBackend>;
}

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** Every team, live: score first, then who got there earlier. */
export function Leaderboard({ loadGameBackend }: LeaderboardProps) {
  const { board, failed } = useLiveStandings(loadGameBackend);
  const teams = board?.teams ?? null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Leaderboard</h1>
      <p className={styles.lead}>Chamber of Secrets standings, updated live.</p>
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      {teams === null && !failed && <p className={styles.lead}>Loading…</p>}
      {teams?.length === 0 && <p className={styles.lead}>No team has entered the chamber yet.</p>}
      {teams && teams.length > 0 && <StandingsTable teams={teams} />}
      {board && <p className={styles.updated}>Last updated {clock.format(board.updatedAt)}</p>}
      <PastNights loadGameBackend={loadGameBackend} />
      <Link className={styles.back} to="/CoS">
        Back to the game
      </Link>
    </div>
  );
}
