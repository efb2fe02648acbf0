import { memo } from 'react';
import styles from './leaderboard.module.css';
import { StandingRow, type BoardTeam } from './standing-row.tsx';

/** Rendered again only when its team changed (unchanged teams keep their objects). */
const MemoStandingRow = memo(StandingRow);

/**
 * The board's table: rank, team, solved, score and last correct answer, in the order given. On
 * a narrow screen each team takes two lines, never a sideways scroll.
 */
export function StandingsTable({ teams }: { teams: readonly BoardTeam[] }) {
  return (
    <div className={styles.board}>
      <table className={styles.table}>
        <caption className="visually-hidden">Teams ranked by score</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rank}>
              Rank
            </th>
            <th scope="col" className={styles.team}>
              Team
            </th>
            <th scope="col" className={styles.solved}>
              Solved
            </th>
            <th scope="col" className={styles.score}>
              Score
            </th>
            <th scope="col" className={styles.last}>
              Last correct answer
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <MemoStandingRow key={team.teamKey} team={team} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
