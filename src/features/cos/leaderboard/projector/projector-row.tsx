import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { BoardTeam } from '../standing-row.tsx';
import styles from './projector.module.css';

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A team's row on the wall, its rank written out (the wall shows a slice of the board). */
export function ProjectorRow({ team, rank }: { team: BoardTeam; rank: number }) {
  return (
    <tr>
      <td className={styles.rank}>{rank}</td>
      <th scope="row" className={styles.team}>
        {team.teamName}
        {team.disqualified && ' (disqualified)'}
      </th>
      <td className={styles.solved}>
        {Math.min(team.question - 1, QUESTION_COUNT)} / {QUESTION_COUNT}
      </td>
      <td className={styles.score}>{team.score}</td>
      <td className={styles.last}>{team.score > 0 ? time.format(team.timestamp) : '–'}</td>
    </tr>
  );
}
