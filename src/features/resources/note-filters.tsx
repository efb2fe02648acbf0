import { useId } from 'react';
import { NOTE_KIND_LABELS, NOTE_KINDS } from '@/content/semester-notes.ts';
import styles from './note-filters.module.css';
import type { NoteFilter } from './note-filters.ts';

/** Which kind and year of item a notes page lists. */
export function NoteFilters({
  filter,
  years,
  onChange,
}: {
  filter: NoteFilter;
  years: readonly string[];
  onChange: (filter: NoteFilter) => void;
}) {
  const kindId = useId();
  const yearId = useId();
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <label className={styles.field} htmlFor={kindId}>
        Kind
        <select
          id={kindId}
          className={styles.select}
          value={filter.kind ?? ''}
          onChange={(event) =>
            onChange({ ...filter, kind: NOTE_KINDS.find((kind) => kind === event.target.value) })
          }
        >
          <option value="">All kinds</option>
          {NOTE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {NOTE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={yearId}>
        Year
        <select
          id={yearId}
          className={styles.select}
          value={filter.year ?? ''}
          onChange={(event) => onChange({ ...filter, year: event.target.value || undefined })}
        >
          <option value="">All years</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
