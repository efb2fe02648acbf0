import { useId, useMemo, useState } from 'react';
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
              <TeamsTableRow
                key={team.teamKey}
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
