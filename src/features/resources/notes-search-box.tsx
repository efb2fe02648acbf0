import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { NOTE_KIND_LABELS, type SemesterNotes } from '@/content/semester-notes.ts';
import styles from './notes-search-box.module.css';
import { createNotesSearch, type NotesHit } from './notes-search.ts';

/** How many results are listed at once: a longer list is a query to narrow. */
export const SHOWN_RESULTS = 30;

function countMessage(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return `Nothing found for "${query.trim()}".`;
  const results = count === 1 ? '1 result' : `${count} results`;
  return count > SHOWN_RESULTS ? `${results}; the first ${SHOWN_RESULTS} are shown.` : results;
}

/** A result's link: the subject's place on its notes page, or the item itself. */
function Result({ hit }: { hit: NotesHit }) {
  const semester = `${hit.sem} semester`;
  if (hit.type === 'subject') {
    return (
      <Link className={styles.result} to={`/notes/${hit.sem}#${hit.subject.id}`}>
        <span className={styles.title}>{hit.subject.name}</span>
        <span className={styles.meta}>{`${semester}, subject`}</span>
      </Link>
    );
  }
  const { item } = hit;
  const meta = [hit.subject.name, semester, NOTE_KIND_LABELS[item.kind], item.year, item.teacher];
  return (
    <ExternalLink className={styles.result} href={item.link}>
      <span className={styles.title}>{item.title}</span>
      <span className={styles.meta}>{meta.filter(Boolean).join(', ')}</span>
    </ExternalLink>
  );
}

/**
 * One search box over every semester's notes, already read: each keystroke searches them in
 * the browser. The count is announced politely; the results are links to Tab through.
 */
export function NotesSearchBox({ notes }: { notes: readonly SemesterNotes[] }) {
  const search = useMemo(() => createNotesSearch(notes), [notes]);
  const [query, setQuery] = useState('');
  const hits = useMemo(() => (query.trim() === '' ? [] : search(query)), [search, query]);
  const inputId = useId();
  const hintId = useId();

  return (
    <form
      role="search"
      aria-label="Notes"
      className={styles.search}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={styles.label} htmlFor={inputId}>
        Search the notes
      </label>
      <p className={styles.hint} id={hintId}>
        A subject, title, teacher or year, in any semester; short names such as DSP or pyq work too.
      </p>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={styles.count} role="status">
        {countMessage(query, hits.length)}
      </p>
      {hits.length > 0 && (
        <ul className={styles.results} aria-label="Search results">
          {hits.slice(0, SHOWN_RESULTS).map((hit) => (
            <li key={hit.key}>
              <Result hit={hit} />
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
