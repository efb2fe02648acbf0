import { KIND_CHOICES, SelectField } from '@/components/suggestion-fields/select-field.tsx';
import styles from './note-filters.module.css';
import type { NoteFilter } from './note-filters.ts';

const classes = { field: styles.field, select: styles.select };

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
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <SelectField
        label="Kind"
        value={filter.kind ?? ''}
        options={[['', 'All kinds'], ...KIND_CHOICES]}
        onChange={(kind) => onChange({ ...filter, kind: kind || undefined })}
        classes={classes}
      />
      <SelectField
        label="Year"
        value={filter.year ?? ''}
        options={[['', 'All years'], ...years.map((year) => [year, year] as const)]}
        onChange={(year) => onChange({ ...filter, year: year || undefined })}
        classes={classes}
      />
    </div>
  );
}
