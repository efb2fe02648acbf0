import type { Erratum } from '@/game/types.ts';
import { ErratumMark } from './erratum-mark.tsx';
import styles from './errata.module.css';

/** The organizers' correction, on the riddle it corrects. */
export function ErratumNote({ erratum }: { erratum: Erratum }) {
  return (
    <p className={styles.note}>
      <ErratumMark />
      {erratum.text}
    </p>
  );
}
