import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GameSchedule, TeamStanding } from '@/game/types.ts';
import styles from './console.module.css';
import type { TeamAction } from './team-actions.ts';
import { minutesLeft, teamStatus } from './team-status.ts';
import { TeamsTableRow } from './teams-table-row.tsx';

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

/**
 * A row's key: its team and its score. To keep rows in order, React moves every row that a
 * climbing team passes: at 500 teams, hundreds of rows, which took 25 ms of a 74 ms task on a 4x
 * slowed CPU. A row keyed anew when its team scores is put in its new place alone, and the rows
 * it passed stay where they are.
 */
const rowKey = (team: TeamStanding) => `${team.teamKey}:${team.score}`;

/** A row's button that had the focus: which team's, and which of its buttons. */
interface FocusedButton {
  button: HTMLButtonElement;
  teamKey: string;
  place: number;
}

function focusedButton(target: EventTarget): FocusedButton | null {
  if (!(target instanceof HTMLButtonElement)) return null;
  const row = target.closest('tr');
  const teamKey = row?.dataset.team;
  const place = row ? Array.from(row.querySelectorAll('button')).indexOf(target) : -1;
  return teamKey !== undefined && place >= 0 ? { button: target, teamKey, place } : null;
}

/**
 * Gives the focus back to a row's button when its row was keyed anew (its team scored) while the
 * button had it, or while a dialog it opened did: to the same button of the same team's new row,
 * so a keyboard keeps its place. Focus moved away by the organizer is left where it went.
 */
function useFocusKeptAcrossRows() {
  const body = useRef<HTMLTableSectionElement>(null);
  const focused = useRef<FocusedButton | null>(null);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || was.button.isConnected || document.activeElement !== document.body) return;
    const row = Array.from(body.current?.rows ?? []).find(
      (candidate) => candidate.dataset.team === was.teamKey,
    );
    row?.querySelectorAll('button')[was.place]?.focus();
  });
  return {
    ref: body,
    onFocus: (event: { target: EventTarget }) => {
      focused.current = focusedButton(event.target);
    },
    onBlur: (event: { target: EventTarget; relatedTarget: EventTarget | null }) => {
      // Nothing took the focus and the button is still there: the organizer put it down.
      if (event.relatedTarget === null && event.target instanceof Node && event.target.isConnected)
        focused.current = null;
    },
  };
}

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
  const keptFocus = useFocusKeptAcrossRows();

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
          <tbody {...keptFocus}>
            {rows.map(({ rank, team }) => (
              <TeamsTableRow
                key={rowKey(team)}
                rank={rank}
                team={team}
                guesses={guessCounts[team.teamKey] ?? 0}
                minutesLeft={minutesLeft(team, now, schedule)}
                status={teamStatus(team, now, schedule)}
                onAction={onAction}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
