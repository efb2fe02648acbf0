import { ExternalLink } from '@/components/external-link/external-link.tsx';
import type { SemesterName } from '@/content/semester-names.ts';
import { findSemesterNotes } from '@/content/semester-notes.ts';
import { NotesDeskSection } from './desk/notes-desk-section.tsx';
import { ReportProblem } from './desk/report-problem.tsx';
import { NotesStatus } from './notes-status.tsx';
import styles from './subject-tiles.module.css';
import { useSemesterNotes } from './use-semester-notes.ts';

const TILE_WIDTH = 320;
const TILE_HEIGHT = 200;

/**
 * One semester's subjects as tiles, each opening its shared notes folder in a new tab, once
 * the database gives the member the links (a verified ECE address), with "Report a problem"
 * under each folder and, below them, "Suggest an item".
 */
export function SubjectTiles({ sem }: { sem: SemesterName }) {
  const { state, retry } = useSemesterNotes();
  const semester = state.kind === 'ready' ? findSemesterNotes(state.notes, sem) : undefined;
  if (!semester) return <NotesStatus state={state} retry={retry} />;

  return (
    <>
      <ul className={styles.grid} aria-label={`${sem} semester subjects`}>
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
            <ReportProblem
              place={{ sem, subjectId: subject.id, subject: subject.name, itemId: '', item: '' }}
            />
          </li>
        ))}
      </ul>
      <NotesDeskSection semester={semester} />
    </>
  );
}
