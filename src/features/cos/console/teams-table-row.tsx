import { memo, type ReactNode } from 'react';
import { deviceCode } from '@/game/device-code.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { TeamStanding } from '@/game/types.ts';
import styles from './console.module.css';
import { ACTION_WORDS, type TeamAction } from './team-actions.ts';
import type { TeamStatus } from './team-status.ts';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

interface TeamsTableRowProps {
  rank: number;
  /** The same object while the team stays the same (mergeStandings), so its row is not redrawn. */
  team: TeamStanding;
  guesses: number;
  minutesLeft: number;
  status: TeamStatus;
  onAction: (action: TeamAction, team: TeamStanding) => void;
}

/**
 * A team's row, drawn again only when something it shows changed: at 500 teams, a team that
 * moves on redraws the rows it passed, not all 500 (docs/performance.md).
 */
export const TeamsTableRow = memo(function TeamsTableRow(props: TeamsTableRowProps) {
  const { rank, team, guesses, minutesLeft, status, onAction } = props;
  return (
    <tr data-team={team.teamKey}>
      <Cell label="Rank">{rank}</Cell>
      <th scope="row" className={styles.teamName}>
        {team.teamName}
      </th>
      <Cell label="Question">
        {Math.min(team.question, QUESTION_COUNT)} / {QUESTION_COUNT}
      </Cell>
      <Cell label="Score">{team.score}</Cell>
      <Cell label="Started">{time.format(team.startedAt)}</Cell>
      <Cell label="Guesses">{guesses}</Cell>
      <Cell label="Minutes left">{minutesLeft}</Cell>
      <Cell label="Last correct answer">{team.score > 0 ? time.format(team.timestamp) : '–'}</Cell>
      <Cell label="Device code">{deviceCode(team.owner) ?? '–'}</Cell>
      <Cell label="Status">{status}</Cell>
      <td className={styles.actionsCell}>
        <RowActions team={team} onAction={onAction} />
      </td>
    </tr>
  );
});

/**
 * A value, with its column's name above it where the rows are stacked as cards (a phone); a
 * screen reader hears the column's header instead, as in any table.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}

function RowActions({ team, onAction }: Pick<TeamsTableRowProps, 'team' | 'onAction'>) {
  const standing: TeamAction = team.disqualified ? 'reinstate' : 'disqualify';
  return (
    <div className={styles.rowActions}>
      {(['reset', 'evict', 'move', standing] as const).map((action, place) => (
        <button
          // Keyed by place, so Disqualify turning into Reinstate keeps the button and its focus.
          key={place}
          type="button"
          className={styles.rowAction}
          // The button's word, then its team: in a list of buttons, "Move team ohms", not "Move".
          aria-label={`${ACTION_WORDS[action]} team ${team.teamName}`}
          onClick={() => onAction(action, team)}
        >
          {ACTION_WORDS[action]}
        </button>
      ))}
    </div>
  );
}
