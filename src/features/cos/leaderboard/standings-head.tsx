/** The class of each column, from the table's own stylesheet (the board's or the projector's). */
export type ColumnClasses = Readonly<
  Partial<Record<'rank' | 'team' | 'solved' | 'score' | 'last', string>>
>;

/** The caption and column headers every standings table shares, the board's and the projector's. */
export function StandingsHead({ classes }: { classes: ColumnClasses }) {
  return (
    <>
      <caption className="visually-hidden">Teams ranked by score</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.rank}>
            Rank
          </th>
          <th scope="col" className={classes.team}>
            Team
          </th>
          <th scope="col" className={classes.solved}>
            Solved
          </th>
          <th scope="col" className={classes.score}>
            Score
          </th>
          <th scope="col" className={classes.last}>
            Last correct answer
          </th>
        </tr>
      </thead>
    </>
  );
}
