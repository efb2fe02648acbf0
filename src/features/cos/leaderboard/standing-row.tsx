import type { TeamStanding } from '@/game/types.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import styles from './leaderboard.module.css';

/** A row of the board: tonight's standing or a past night's team. */
export type BoardTeam = Pick<
  TeamStanding,
  'teamKey' | 'teamName' | 'question' | 'score' | 'timestamp'
> & { disqualified?: boolean };

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * One team's row. The rank is a CSS counter, not a prop: when a team climbs, the rows it
 * passes move down without being rendered again.
 */
export function StandingRow({ team }: { team: BoardTeam }) {
  return (
    <tr>
      <td className={styles.rank} />
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
