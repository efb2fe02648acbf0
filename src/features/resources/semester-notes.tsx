import { ExternalLink } from '@/components/external-link/external-link.tsx';
import type { Semester } from '@/content/semesters.ts';
import styles from './semester-notes.module.css';

const TILE_WIDTH = 320;
const TILE_HEIGHT = 200;

/** One semester's subjects as tiles, each opening its shared notes folder in a new tab. */
export function SemesterNotes({ semester }: { semester: Semester }) {
  return (
    <ul className={styles.grid} aria-label={`${semester.sem} semester subjects`}>
      {semester.subjects.map((subject, index) => (
        <li key={subject.name}>
          <ExternalLink className={styles.tile} href={subject.dest}>
            <img
              className={styles.art}
              src={subject.image}
              alt=""
              width={TILE_WIDTH}
              height={TILE_HEIGHT}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className={styles.name}>{subject.name}</span>
            <span className={styles.hint} aria-hidden="true">
              Open notes ↗
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
