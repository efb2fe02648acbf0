import { useId, useMemo, useState, type ReactNode } from 'react';
import { deviceCode } from '@/game/device-code.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { GameSchedule, TeamStanding } from '@/game/types.ts';
import styles from './console.module.css';
import { ACTION_WORDS, type TeamAction } from './team-actions.ts';
import { minutesLeft, teamStatus } from './team-status.ts';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

interface Column {
  label: string;
  /** Ascending order of two rows; the first press sorts this way. */
  compare: (a: TeamRow, b: TeamRow) => number;
}

export interface TeamRow {
  rank: number;
  team: TeamStanding;
}

const COLUMNS: Column[] = [
  { label: 'Rank', compare: (a, b) => a.rank - b.rank },
  { label: 'Team', compare: (a, b) => a.team.teamName.localeCompare(b.team.teamName) },
  { label: 'Question', compare: (a, b) => b.team.question - a.team.question },
  { label: 'Score', compare: (a, b) => b.team.score - a.team.score },
  { label: 'Started', compare: (a, b) => a.team.startedAt - b.team.startedAt },
];

const teamCount = (count: number) => (count === 1 ? '1 team' : `${count} teams`);

interface TeamsTableProps {
  ranked: readonly TeamRow[];
  schedule: GameSchedule | null;
  now: number;
  /** Each team's guesses tonight, by team key (none yet: 0). */
  guessCounts: Readonly<Record<string, number>>;
  /** An organizer pressed one of a row's buttons. */
  onAction: (action: TeamAction, team: TeamStanding) => void;
}

/** Every team with where it stands, filtered by name and sorted by the column chosen. */
export function TeamsTable({ ranked, schedule, now, guessCounts, onAction }: TeamsTableProps) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ column: number; descending: boolean }>({
    column: 0,
    descending: false,
  });
  const filterId = useId();

  const rows = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const shown = ranked.filter(({ team }) => team.teamName.includes(wanted));
    const compare = COLUMNS[sort.column]?.compare ?? (() => 0);
    return shown.sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b) || a.rank - b.rank);
  }, [ranked, filter, sort]);

  return (
    <>
      <label htmlFor={filterId} className={styles.filter}>
        Filter teams
      </label>
      <input
        id={filterId}
        type="search"
        className={styles.filterInput}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p role="status" className={styles.count}>
        {rows.length === ranked.length
          ? teamCount(ranked.length)
          : `${rows.length} of ${teamCount(ranked.length)}`}
      </p>
      <div className={styles.teams}>
        <p className={styles.sortHint} aria-hidden="true">
          Sort by
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">Every team tonight</caption>
          <thead>
            <tr>
              {COLUMNS.map((column, index) => {
                const sorted = sort.column === index;
                return (
                  <th
                    key={column.label}
                    scope="col"
                    className={styles.sortable}
                    aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={() =>
                        setSort({ column: index, descending: sorted && !sort.descending })
                      }
                    >
                      {column.label}
                    </button>
                  </th>
                );
              })}
              <th scope="col">Guesses</th>
              <th scope="col">Minutes left</th>
              <th scope="col">Last correct answer</th>
              <th scope="col">Device code</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ rank, team }) => (
              <tr key={team.teamKey}>
                <Cell label="Rank">{rank}</Cell>
                <th scope="row" className={styles.teamName}>
                  {team.teamName}
                </th>
                <Cell label="Question">
                  {Math.min(team.question, QUESTION_COUNT)} / {QUESTION_COUNT}
                </Cell>
                <Cell label="Score">{team.score}</Cell>
                <Cell label="Started">{time.format(team.startedAt)}</Cell>
                <Cell label="Guesses">{guessCounts[team.teamKey] ?? 0}</Cell>
                <Cell label="Minutes left">{minutesLeft(team, now, schedule)}</Cell>
                <Cell label="Last correct answer">
                  {team.score > 0 ? time.format(team.timestamp) : '–'}
                </Cell>
                <Cell label="Device code">{deviceCode(team.owner) ?? '–'}</Cell>
                <Cell label="Status">{teamStatus(team, now, schedule)}</Cell>
                <td className={styles.actionsCell}>
                  <RowActions team={team} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

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

interface RowActionsProps {
  team: TeamStanding;
  onAction: TeamsTableProps['onAction'];
}

function RowActions({ team, onAction }: RowActionsProps) {
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
