import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { GameBackend } from '../../../backend/index.ts';
import styles from './leaderboard.module.css';
import { StandingRow } from './standing-row.tsx';
import { useLiveStandings } from './use-live-standings.ts';

interface LeaderboardProps {
  loadGameBackend: () => Promise<GameBackend>;
}

/** Rendered again only when its team changed (unchanged teams keep their objects). */
const MemoStandingRow = memo(StandingRow);

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
      {teams && teams.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- on a narrow screen the board scrolls sideways, so the keyboard must be able to scroll it
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Standings">
          <table className={styles.table}>
            <caption className="visually-hidden">Teams ranked by score</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Team</th>
                <th scope="col">Solved</th>
                <th scope="col">Score</th>
                <th scope="col">Last correct answer</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <MemoStandingRow key={team.teamKey} team={team} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board && <p className={styles.updated}>Last updated {clock.format(board.updatedAt)}</p>}
      <Link className={styles.back} to="/CoS">
        Back to the game
      </Link>
    </div>
  );
}
