import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { semesters } from '@/content/semesters.ts';
import styles from './resource-hub.module.css';

/** The eight semesters, each leading to its notes and its course structure. */
export function ResourceHub() {
  return (
    <ol className={styles.semesters} aria-label="Semesters">
      {semesters.map(({ sem, subjects, courseStructure }, index) => (
        <li key={sem} className={styles.semester}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h2 className={styles.name}>
            {sem} <span className={styles.suffix}>Semester</span>
          </h2>
          <p className={styles.count}>
            {subjects.length} {subjects.length === 1 ? 'subject' : 'subjects'}
          </p>
          <div className={styles.actions}>
            <Link className={styles.notes} to={`/notes/${sem}`}>
              NOTES<span className="visually-hidden"> of the {sem} semester</span>
            </Link>
            <ExternalLink className={styles.structure} href={courseStructure}>
              COURSE STRUCTURE<span className="visually-hidden"> of the {sem} semester</span>
            </ExternalLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
