import { memo } from 'react';
import styles from './leaderboard.module.css';
import { StandingRow, type BoardTeam } from './standing-row.tsx';

/** Rendered again only when its team changed (unchanged teams keep their objects). */
const MemoStandingRow = memo(StandingRow);

/** The board's table: rank, team, solved, score and last correct answer, in the order given. */
export function StandingsTable({ teams }: { teams: readonly BoardTeam[] }) {
  return (
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
  );
}
