import { Link } from 'react-router-dom';
import { AnnouncementBanner } from '../announcement-banner.tsx';
import styles from './leaderboard.module.css';
import { PastNights } from './past-nights.tsx';
import { ReachNotice } from '../reach/reach-notice.tsx';
import { StandingsTable } from './standings-table.tsx';
import type { LoadBoard } from './board-backend.ts';
import { useBoard } from './use-board.ts';

/**
 * Every team, live: score first, then who got there earlier. While the organizers freeze it,
 * the standings as they were then, unchanging.
 */
export function Leaderboard({ loadGameBackend }: { loadGameBackend: LoadBoard }) {
  const { night, board, failed, lead, updated, announcement } = useBoard(
    loadGameBackend,
    'changes',
  );
  const teams = board?.teams ?? null;

  return (
    <div className={styles.page}>
      <ReachNotice />
      <AnnouncementBanner announcement={announcement} />
      <h1 className={styles.title}>Leaderboard</h1>
      <p className={styles.lead}>{lead}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      {teams === null && !failed && <p className={styles.lead}>Loading…</p>}
      {teams?.length === 0 && <p className={styles.lead}>No team has entered the chamber yet.</p>}
      {teams && teams.length > 0 && <StandingsTable teams={teams} />}
      {updated && <p className={styles.updated}>{updated}</p>}
      <PastNights loadGameBackend={loadGameBackend} night={night} />
      <Link className={styles.back} to="/CoS">
        Back to the game
      </Link>
    </div>
  );
}
