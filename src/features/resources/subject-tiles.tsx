import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SemesterName } from '@/content/semester-names.ts';
import { findSemesterNotes } from '@/content/semester-notes.ts';
import { NotesDeskSection } from './desk/notes-desk-section.tsx';
import { NotesSearch } from './lazy-notes-search.tsx';
import { NoteFilters } from './note-filters.tsx';
import {
  filterFromParams,
  isFiltered,
  itemsByKind,
  paramsFromFilter,
  yearsOf,
} from './note-filters.ts';
import { NotesStatus } from './notes-status.tsx';
import { SubjectCard } from './subject-card.tsx';
import styles from './subject-tiles.module.css';
import { useSemesterNotes } from './use-semester-notes.ts';

/**
 * One semester's subjects, each with its items by kind and its shared folder, filtered by kind
 * and year, under the search of every semester, once the database gives the member the links
 * (a verified ECE address). A search result's link (#subject-id) brings its subject into view.
 * Below them, "Suggest an item" and the student's own suggestions.
 */
export function SubjectTiles({ sem }: { sem: SemesterName }) {
  const { state, retry } = useSemesterNotes();
  // The address's query, read and written without useSearchParams, whose code would join the
  // router's in the chunk every page loads first (docs/performance.md).
  const { hash, key, search } = useLocation();
  const navigate = useNavigate();
  const semester = state.kind === 'ready' ? findSemesterNotes(state.notes, sem) : undefined;
  const filter = useMemo(() => filterFromParams(new URLSearchParams(search)), [search]);
  // The notes are read again after they show: the subject takes the focus once per visit.
  const broughtIntoView = useRef('');

  useEffect(() => {
    if (!semester || hash.length < 2 || broughtIntoView.current === key) return;
    // After the layout's own effect, which gives a new page's main the focus.
    const frame = requestAnimationFrame(() => {
      broughtIntoView.current = key;
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.querySelector('h2')?.focus();
      target?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [semester, hash, key]);

  if (!semester) return <NotesStatus state={state} retry={retry} />;
  const shown = isFiltered(filter)
    ? semester.subjects.filter((subject) => itemsByKind(subject.items, filter).length > 0)
    : semester.subjects;

  return (
    <>
      <NotesSearch state={state} />
      <NoteFilters
        filter={filter}
        years={yearsOf(semester.subjects)}
        onChange={(next) => {
          const query = new URLSearchParams(paramsFromFilter(next)).toString();
          void navigate({ search: query && `?${query}` }, { replace: true });
        }}
      />
      {shown.length === 0 && (
        <p className={styles.none} role="status">
          Nothing matches these filters.
        </p>
      )}
      <ul className={styles.grid} aria-label={`${sem} semester subjects`}>
        {shown.map((subject, index) => (
          <SubjectCard
            key={subject.id}
            sem={sem}
            subject={subject}
            filter={filter}
            eager={index < 3}
          />
        ))}
      </ul>
      <NotesDeskSection semester={semester} />
    </>
  );
}
