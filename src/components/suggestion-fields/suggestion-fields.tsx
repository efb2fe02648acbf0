import { useId } from 'react';
import type { ItemSuggestion, SuggestionField } from '@/content/notes-desk.ts';
import type { NoteKind, Subject } from '@/content/semester-notes.ts';
import { KIND_CHOICES, SelectField } from './select-field.tsx';
import styles from './suggestion-fields.module.css';

interface TextFieldProps {
  label: string;
  hint?: string;
  problem?: string;
  type?: 'url' | 'text';
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input, with its hint and what is wrong with it read with it. */
export function TextField({ label, hint, problem, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
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
        type={type}
        maxLength={input.maxLength}
        value={input.value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
      {problem && (
        <span id={`${id}-problem`} role="alert" className={styles.error}>
          {problem}
        </span>
      )}
    </div>
  );
}

type ItemText = 'title' | 'year' | 'teacher' | 'link' | 'credit';

/** Each text field an item can have, in the order the forms show them. */
const ITEM_TEXTS: ReadonlyArray<{ field: ItemText; label: string; hint?: string }> = [
  { field: 'title', label: 'Title' },
  { field: 'year', label: 'Year (optional)', hint: 'Such as 2024 or 2023-24' },
  { field: 'teacher', label: 'Teacher (optional)' },
  { field: 'link', label: 'Link', hint: 'Starts with https://' },
  {
    field: 'credit',
    label: 'Credit me as (optional)',
    hint: 'Your name as the notes page shows it; empty stays unnamed',
  },
];

type ItemValue = { kind: NoteKind } & Partial<Record<ItemText, string>>;

interface ItemFieldsProps<Value extends ItemValue> {
  value: Value;
  problems?: Partial<Record<ItemText, string>>;
  /** Other words for a field than the student's, as `{ credit: { label: 'Credit (optional)' } }`. */
  words?: Partial<Record<ItemText, { label: string; hint?: string }>>;
  onChange: (value: Value) => void;
}

/** An item's kind and those of its text fields that `value` holds. */
export function ItemFields<Value extends ItemValue>(props: ItemFieldsProps<Value>) {
  const { value, problems = {}, words = {}, onChange } = props;
  return (
    <>
      <SelectField
        label="Kind"
        value={value.kind}
        options={KIND_CHOICES}
        onChange={(kind) => onChange({ ...value, kind })}
      />
      {ITEM_TEXTS.filter(({ field }) => value[field] !== undefined).map(
        ({ field, ...standard }) => (
          <TextField
            key={field}
            {...(words[field] ?? standard)}
            problem={problems[field]}
            type={field === 'link' ? 'url' : 'text'}
            value={value[field] ?? ''}
            onChange={(text) => onChange({ ...value, [field]: text })}
          />
        ),
      )}
    </>
  );
}

interface SuggestionFieldsProps {
  subjects: readonly Pick<Subject, 'id' | 'name'>[];
  value: ItemSuggestion;
  problems: Partial<Record<SuggestionField, string>>;
  onChange: (value: ItemSuggestion) => void;
}

/** The fields of a suggested item: subject, kind, title, year, link, and the name to credit. */
export function SuggestionFields({ subjects, value, problems, onChange }: SuggestionFieldsProps) {
  return (
    <>
      <SelectField
        label="Subject"
        value={value.subjectId}
        options={subjects.map(({ id, name }) => [id, name] as const)}
        onChange={(id) =>
          onChange({
            ...value,
            subjectId: id,
            subject: subjects.find((entry) => entry.id === id)?.name ?? '',
          })
        }
      />
      <ItemFields value={value} problems={problems} onChange={onChange} />
    </>
  );
}
