import { memo, useState } from 'react';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { TeamStanding } from '@/game/types.ts';
import styles from './statistics.module.css';

/** Teams shown at first, and added by each press of Show more: the grid stays quick at 500. */
export const GRID_PAGE = 25;
const RIDDLES = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);

/** What a team's cell says on the riddle it is on: a word, where an ellipsis read as a smudge. */
export const ON_IT_NOW = 'now';

/** Each riddle's cell: the minute of the team's hour it was solved, or on it now, or nothing. */
export function gridCells(team: TeamStanding, solved: Readonly<Record<string, number>>): string[] {
  return RIDDLES.map((question) => {
    const at = solved[question];
    if (at !== undefined) return String(Math.floor((at - team.startedAt) / 60_000));
    return question === team.question ? ON_IT_NOW : '';
  });
}

const GridRow = memo(function GridRow({ name, cells }: { name: string; cells: string }) {
  return (
    <tr>
      <th scope="row" className={styles.gridTeam}>
        {name}
      </th>
      {cells.split('|').map((cell, index) => (
        <td key={index}>
          {/* The riddle beside its cell where a team's row is a card (a phone); a screen reader
              hears the column's header instead, as in any table. */}
          <span className={styles.gridLabel} aria-hidden="true">
            {RIDDLES[index]}
          </span>
          {cell === ON_IT_NOW ? <span className={styles.onItNow}>{cell}</span> : cell}
        </td>
      ))}
    </tr>
  );
});

interface SolveGridProps {
  /** Ranked, best first. */
  teams: readonly TeamStanding[];
  solves: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/**
 * Who solved what, and when: a team a row, a riddle a column; where the whole table does not
 * fit (a phone, a tablet), each team is a card of its riddles, so nothing scrolls sideways.
 */
export function SolveGrid({ teams, solves }: SolveGridProps) {
  const [shown, setShown] = useState(GRID_PAGE);
  return (
    <>
      <div className={styles.gridBox} role="region" aria-labelledby="grid-heading">
        <table className={styles.grid}>
          <caption className="visually-hidden">
            Each team&apos;s minute of its hour at which it solved each riddle, and now on the
            riddle it is on
          </caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {RIDDLES.map((question) => (
                <th scope="col" key={question}>
                  {question}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {teams.slice(0, shown).map((team) => (
              <GridRow
                key={team.teamKey}
                name={team.teamName}
                cells={gridCells(team, solves[team.teamKey] ?? {}).join('|')}
              />
            ))}
          </tbody>
        </table>
      </div>
      {teams.length > shown && (
        <button type="button" className={styles.more} onClick={() => setShown(shown + GRID_PAGE)}>
          Show {Math.min(GRID_PAGE, teams.length - shown)} more teams
        </button>
      )}
    </>
  );
}
