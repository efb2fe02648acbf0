import { Link } from 'react-router-dom';
import type { GameBackend } from '@/backend/ports.ts';
import { AnnouncementBanner } from '../announcement-banner.tsx';
import styles from './leaderboard.module.css';
import { PastNights } from './past-nights.tsx';
import { StandingsTable } from './standings-table.tsx';
import { useLiveStandings } from './use-live-standings.ts';
import { useNight } from './use-night.ts';

interface LeaderboardProps {
  loadGameBackend: () => Promise<GameBackend>;
}

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const freezeTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * Every team, live: score first, then who got there earlier. While the organizers freeze it,
 * the standings as they were then, unchanging.
 */
export function Leaderboard({ loadGameBackend }: LeaderboardProps) {
  const night = useNight(loadGameBackend);
  const frozenAt = night?.frozenAt;
  const { board, failed } = useLiveStandings(loadGameBackend, frozenAt);
  const teams = board?.teams ?? null;

  return (
    <div className={styles.page}>
      <AnnouncementBanner announcement={night?.announcement ?? null} />
      <h1 className={styles.title}>Leaderboard</h1>
      <p className={styles.lead}>
        {typeof frozenAt === 'number'
          ? `Frozen at ${freezeTime.format(frozenAt)}`
          : 'Chamber of Secrets standings, updated live.'}
      </p>
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      {teams === null && !failed && <p className={styles.lead}>Loading…</p>}
      {teams?.length === 0 && <p className={styles.lead}>No team has entered the chamber yet.</p>}
      {teams && teams.length > 0 && <StandingsTable teams={teams} />}
      {board && frozenAt === null && (
        <p className={styles.updated}>Last updated {clock.format(board.updatedAt)}</p>
      )}
      <PastNights loadGameBackend={loadGameBackend} night={night} />
      <Link className={styles.back} to="/CoS">
        Back to the game
      </Link>
    </div>
  );
}
