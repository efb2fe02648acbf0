import { memo, useMemo } from 'react';
import type { Solves, TeamStanding } from '@/game/types.ts';
import styles from './console.module.css';
import { riddleFunnel } from './riddle-funnel.ts';

interface RiddlesPanelProps {
  teams: TeamStanding[] | null;
  /** Null until the first solves arrive. */
  solves: Solves | null;
}

/** A number with a bar `share` (0..1) of the way along its track: the table is the chart. */
function BarValue({ share, value }: { share: number; value: number | string }) {
  return (
    <div className={styles.barValue}>
      <span className={styles.track} aria-hidden>
        <span className={styles.bar} style={{ inlineSize: `${share * 100}%` }} />
      </span>
      {value}
    </div>
  );
}

/** The night's funnel: per riddle, teams that reached it and the median minutes spent on it. */
export const RiddlesPanel = memo(function RiddlesPanel({ teams, solves }: RiddlesPanelProps) {
  const funnel = useMemo(() => riddleFunnel(teams ?? [], solves ?? {}), [teams, solves]);
  const total = teams?.length ?? 0;
  const slowest = Math.max(0, ...funnel.map((step) => step.medianMinutes ?? 0));

  return (
    <section className={styles.panel} aria-labelledby="riddles-heading">
      <h2 id="riddles-heading">Riddles</h2>
      {(teams === null || solves === null) && <p>Loading…</p>}
      {teams?.length === 0 && <p>No team has entered the chamber yet.</p>}
      {total > 0 && solves !== null && (
        <table className={styles.table}>
          <caption className="visually-hidden">
            Per riddle, the teams that reached it and the median minutes they spent on it
          </caption>
          <thead>
            <tr>
              <th scope="col">Riddle</th>
              <th scope="col">Teams that reached it</th>
              <th scope="col">Median minutes on it</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map(({ question, reached, medianMinutes }) => (
              <tr key={question}>
                <th scope="row">{question}</th>
                <td>
                  <BarValue share={reached / total} value={reached} />
                </td>
                <td>
                  <BarValue
                    share={slowest ? (medianMinutes ?? 0) / slowest : 0}
                    value={medianMinutes ?? '–'}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
