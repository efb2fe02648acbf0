import shared from './standings.module.css';

type Part = 'table' | 'rank' | 'team' | 'solved' | 'score' | 'last';

/** The class of the table and of each column, from the table's own stylesheet. */
export type ColumnClasses = Readonly<Partial<Record<Part, string>>>;

/** The rows' shared classes (standings.module.css), then the table's own. */
export const classOf = (own: ColumnClasses, part: Part) =>
  [shared[part], own[part]].filter(Boolean).join(' ');

/** The caption and column headers every standings table shares, the board's and the projector's. */
export function StandingsHead({ classes }: { classes: ColumnClasses }) {
  return (
    <>
      <caption className="visually-hidden">Teams ranked by score</caption>
      <thead>
        <tr>
          <th scope="col" className={classOf(classes, 'rank')}>
            Rank
          </th>
          <th scope="col" className={classOf(classes, 'team')}>
            Team
          </th>
          <th scope="col" className={classOf(classes, 'solved')}>
            Solved
          </th>
          <th scope="col" className={classOf(classes, 'score')}>
            Score
          </th>
          <th scope="col" className={classOf(classes, 'last')}>
            Last correct answer
          </th>
        </tr>
      </thead>
    </>
  );
}
