import { useId } from 'react';
import type { ItemSuggestion, SuggestionField } from '@/content/notes-desk.ts';
import { NOTE_KIND_LABELS, NOTE_KINDS, type Subject } from '@/content/semester-notes.ts';
import styles from './suggestion-fields.module.css';

interface SuggestionFieldsProps {
  subjects: readonly Pick<Subject, 'id' | 'name'>[];
  value: ItemSuggestion;
  problems: Partial<Record<SuggestionField, string>>;
  onChange: (value: ItemSuggestion) => void;
}

interface TextFieldProps {
  label: string;
  field: SuggestionField;
  hint?: string;
  props: SuggestionFieldsProps;
}

function TextField({ label, field, hint, props }: TextFieldProps) {
  const id = useId();
  const problem = props.problems[field];
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].join(' ').trim();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        className={styles.input}
        value={props.value[field]}
        type={field === 'link' ? 'url' : 'text'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange({ ...props.value, [field]: event.target.value })}
      />
      {problem && (
        <span id={`${id}-problem`} role="alert" className={styles.error}>
          {problem}
        </span>
      )}
    </div>
  );
}

/** The fields of a suggested item: subject, kind, title, year, link, and the name to credit. */
export function SuggestionFields(props: SuggestionFieldsProps) {
  const { subjects, value, onChange } = props;
  return (
    <>
      <label className={styles.field}>
        Subject
        <select
          className={styles.input}
          value={value.subjectId}
          onChange={(event) => {
            const subject = subjects.find((entry) => entry.id === event.target.value);
            onChange({ ...value, subjectId: subject?.id ?? '', subject: subject?.name ?? '' });
          }}
        >
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Kind
        <select
          className={styles.input}
          value={value.kind}
          onChange={(event) => {
            const kind = NOTE_KINDS.find((entry) => entry === event.target.value);
            if (kind) onChange({ ...value, kind });
          }}
        >
          {NOTE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {NOTE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <TextField label="Title" field="title" props={props} />
      <TextField
        label="Year (optional)"
        field="year"
        hint="Such as 2024 or 2023-24"
        props={props}
      />
      <TextField label="Link" field="link" hint="Starts with https://" props={props} />
      <TextField
        label="Credit me as (optional)"
        field="credit"
        hint="Your name as the notes page shows it; empty stays unnamed"
        props={props}
      />
    </>
  );
}
