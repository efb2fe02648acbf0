import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './labelled-input.module.css';

interface LabelledInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required'
> {
  label: string;
  /** Id of the form error that describes this field; while there is one, the field is invalid. */
  describedBy?: string;
  /** Shown beside the field, e.g. a show-password toggle. */
  action?: ReactNode;
}

/** A labelled text field; the field is always required. */
export function LabelledInput({
  label,
  describedBy,
  action,
  className,
  ...input
}: LabelledInputProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          required
          aria-describedby={describedBy}
          aria-invalid={describedBy ? true : undefined}
          className={styles.input}
        />
        {action}
      </div>
    </div>
  );
}
