import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { SEMESTERS } from '@/content/semester-names.ts';
import { findSemesterNotes } from '@/content/semester-notes.ts';
import { NotesSearch } from './lazy-notes-search.tsx';
import { NotesStatus } from './notes-status.tsx';
import styles from './resource-hub.module.css';
import { useSemesterNotes } from './use-semester-notes.ts';

/**
 * The eight semesters, each leading to its notes and its course structure, under the search of
 * every semester's notes, once the database gives the member their links (a verified ECE
 * address); until then, the semesters alone.
 */
export function ResourceHub() {
  const { state, retry } = useSemesterNotes();
  const notes = state.kind === 'ready' ? state.notes : [];

  return (
    <>
      <NotesStatus state={state} retry={retry} />
      <NotesSearch state={state} />
      <ol className={styles.semesters} aria-label="Semesters">
        {SEMESTERS.map((sem, index) => {
          const semester = findSemesterNotes(notes, sem);
          return (
            <li key={sem} className={styles.semester}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.name}>
                {sem} <span className={styles.suffix}>Semester</span>
              </h2>
              {semester && (
                <>
                  <p className={styles.count}>
                    {semester.subjects.length}{' '}
                    {semester.subjects.length === 1 ? 'subject' : 'subjects'}
                  </p>
                  <div className={styles.actions}>
                    <Link className={styles.notes} to={`/notes/${sem}`}>
                      NOTES<span className="visually-hidden"> of the {sem} semester</span>
                    </Link>
                    <ExternalLink className={styles.structure} href={semester.courseStructure}>
                      COURSE STRUCTURE
                      <span className="visually-hidden"> of the {sem} semester</span>
                    </ExternalLink>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
