import type { RiddleStatistics } from './riddle-statistics.ts';
import styles from './statistics.module.css';

const orDash = (value: number | null) => value ?? '–';

/** Per riddle, its figures: a row each, the headers upright where the table fits, else on end. */
export function RiddleNumbers({ riddles }: { riddles: readonly RiddleStatistics[] }) {
  return (
    <div className={styles.numbersBox}>
      <table className={styles.numbers}>
        <caption className="visually-hidden">
          Per riddle, the teams on it now, its solves with the median and slowest minutes to solve
          it, and its wrong guesses
        </caption>
        <thead>
          <tr>
            <th scope="col">Riddle</th>
            <th scope="col">On it now</th>
            <th scope="col">Solves</th>
            <th scope="col">Median min</th>
            <th scope="col">Slowest min</th>
            <th scope="col">Wrong guesses</th>
          </tr>
        </thead>
        <tbody>
          {riddles.map((riddle) => (
            <tr key={riddle.question}>
              <th scope="row">{riddle.question}</th>
              <td>{riddle.onItNow}</td>
              <td>{riddle.solves}</td>
              <td>{orDash(riddle.medianMinutes)}</td>
              <td>{orDash(riddle.slowestMinutes)}</td>
              <td>{riddle.wrongGuesses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
