import type { TeamStanding } from '@/game/types.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { classOf, type ColumnClasses } from './standings-head.tsx';

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

interface StandingRowProps {
  team: BoardTeam;
  /**
   * Written out on the wall, which shows a slice of the board. The board leaves it to a CSS
   * counter: when a team climbs, the rows it passes move down without being rendered again.
   */
  rank?: number;
  /** The table's own stylesheet, as for its head (standings-head.tsx). */
  classes: ColumnClasses;
}

/** One team's row, the board's and the wall's. */
export function StandingRow({ team, rank, classes }: StandingRowProps) {
  return (
    <tr>
      <td className={classOf(classes, 'rank')}>{rank}</td>
      <th scope="row" className={classOf(classes, 'team')}>
        {team.teamName}
        {team.disqualified && ' (disqualified)'}
      </th>
      <td className={classOf(classes, 'solved')}>
        {Math.min(team.question - 1, QUESTION_COUNT)} / {QUESTION_COUNT}
      </td>
      <td className={classOf(classes, 'score')}>{team.score}</td>
      <td className={classOf(classes, 'last')}>
        {team.score > 0 ? time.format(team.timestamp) : '–'}
      </td>
    </tr>
  );
}
