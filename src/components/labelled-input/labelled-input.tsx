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
  /** A short note beside the label, read with the field, e.g. which addresses it takes. */
  hint?: string;
}

/** A labelled text field; the field is always required. */
export function LabelledInput({
  label,
  describedBy,
  action,
  hint,
  className,
  ...input
}: LabelledInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </div>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          required
          aria-describedby={[hint && hintId, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={describedBy ? true : undefined}
          className={styles.input}
        />
        {action}
      </div>
    </div>
  );
}
