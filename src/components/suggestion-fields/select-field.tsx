import { useId } from 'react';
import { NOTE_KIND_LABELS, NOTE_KINDS } from '@/content/semester-notes.ts';
import styles from './suggestion-fields.module.css';

/** The kinds of item the notes hold, as choices. */
export const KIND_CHOICES = NOTE_KINDS.map((kind) => [kind, NOTE_KIND_LABELS[kind]] as const);

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  /** Each choice's value and its words. */
  options: ReadonlyArray<readonly [Value, string]>;
  onChange: (value: Value) => void;
  /** The label's and the select's classes, where they are not a form's. */
  classes?: { field?: string; select?: string };
}

/** A labelled choice of one of `options`. */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, value, options, onChange, classes = {} } = props;
  const id = useId();
  return (
    <label className={classes.field ?? styles.field} htmlFor={id}>
      {label}
      <select
        id={id}
        className={classes.select ?? styles.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find(([option]) => option === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
