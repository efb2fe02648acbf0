import { memo } from 'react';
import styles from './leaderboard.module.css';
import { classOf, StandingsHead } from './standings-head.tsx';
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
      <table className={classOf(styles, 'table')}>
        <StandingsHead classes={styles} />
        <tbody>
          {teams.map((team) => (
            <MemoStandingRow key={team.teamKey} team={team} classes={styles} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
