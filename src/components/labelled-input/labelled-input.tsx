import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './labelled-input.module.css';

interface LabelledInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required'
> {
  label: string;
  /** Id of the message that describes this field (a form error). */
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
          className={styles.input}
        />
        {action}
      </div>
    </div>
  );
}
