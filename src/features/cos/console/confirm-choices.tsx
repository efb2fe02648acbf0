import styles from './console.module.css';

interface ConfirmChoicesProps {
  /** The submit button's words: what confirming does. */
  confirm: string;
  /** While the confirmed change is on its way: the button stays, announced as unavailable. */
  busy: boolean;
  onCancel: () => void;
}

/** A confirming dialog's buttons: Cancel, and the submit button that carries the change out. */
export function ConfirmChoices({ confirm, busy, onCancel }: ConfirmChoicesProps) {
  return (
    <div className={styles.choices}>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
        {confirm}
      </button>
    </div>
  );
}
