import { useState, type FormEvent } from 'react';
import { errorCode } from '@/backend/ports.ts';
import { Modal } from '@/components/modal/modal.tsx';
import { ConfirmChoices } from './confirm-choices.tsx';
import styles from './console.module.css';

/** A hint an organizer means to release to every team. */
export interface HintRelease {
  question: number;
  hint: number;
}

interface ReleaseHintDialogProps {
  request: HintRelease;
  /** Releases the hint; rejects with the database's refusal. */
  release: (request: HintRelease) => Promise<void>;
  /** Told when the hint is out, then the dialog closes. */
  onReleased: (request: HintRelease) => void;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/**
 * Asks the organizer to confirm a hint's release, as Accept, Disqualify and Reset ask: every
 * team sees it at once, and no one can take it back.
 */
export function ReleaseHintDialog({
  request,
  release,
  onReleased,
  onClose,
}: ReleaseHintDialogProps) {
  const [busy, setBusy] = useState(false);
  /** Why the last try failed, said in the dialog. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { question, hint } = request;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await release(request);
      onReleased(request);
      onClose();
    } catch (error) {
      setBusy(false);
      setRefusal(
        errorCode(error) === 'PERMISSION_DENIED'
          ? 'The database refused the release: your account may no longer make it.'
          : 'The hint could not be released. Check the connection and try again.',
      );
    }
  }

  return (
    <Modal title={`Release hint ${hint} of riddle ${question}?`} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void confirm(event)}>
        <p>
          Every team will see hint {hint} of riddle {question} at once, whatever its minutes on the
          riddle. A release cannot be taken back; a new night clears it.
        </p>
        {refusal && <p role="alert">{refusal}</p>}
        <ConfirmChoices confirm="Release the hint" busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
