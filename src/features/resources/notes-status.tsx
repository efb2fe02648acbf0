import { NOTES_MESSAGES } from './notes-messages.ts';
import styles from './notes-status.module.css';
import type { NotesState } from './use-semester-notes.ts';

/**
 * Why no notes show yet: loading, refused, not uploaded, or failed (with Try again). Nothing
 * while the address is unverified (the verification notice speaks then) or once they are ready.
 */
export function NotesStatus({ state, retry }: { state: NotesState; retry: () => void }) {
  if (state.kind === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {NOTES_MESSAGES.loading}
      </p>
    );
  }
  if (state.kind === 'refused' || state.kind === 'missing') {
    return (
      <p role="alert" className={styles.status}>
        {NOTES_MESSAGES[state.kind]}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert" className={styles.status}>
        <p>{NOTES_MESSAGES.failed}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
