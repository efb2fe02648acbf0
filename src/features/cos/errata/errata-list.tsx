import { errataInOrder } from '@/game/errata.ts';
import type { Errata } from '@/game/types.ts';
import { ErratumMark } from './erratum-mark.tsx';
import styles from './errata.module.css';

/** Every riddle's correction, in riddle order, for the wall beside the announcement. */
export function ErrataList({ errata }: { errata: Errata }) {
  const listed = errataInOrder(errata);
  return (
    <div aria-live="polite">
      {listed.length > 0 && (
        <section aria-labelledby="errata-heading" className={styles.note}>
          <h2 id="errata-heading" className={styles.heading}>
            Corrections
          </h2>
          <ul className={styles.list}>
            {listed.map(({ qNo, text }) => (
              <li key={qNo}>
                <ErratumMark label={`Question ${qNo}`} />
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
