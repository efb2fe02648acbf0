import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import { TEXT_LIMITS, type SuggestionRecord } from '@/content/notes-desk.ts';
import { ConfirmChoices } from '../confirm-choices.tsx';
import styles from '../console.module.css';

interface DeclineDialogProps {
  suggestion: SuggestionRecord;
  decline: (reason: string) => Promise<void>;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/** Declines a suggestion with a reason, which its student reads on the notes page. */
export function DeclineDialog({ suggestion, decline, onClose }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const problemId = useId();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setProblem('Say why: the student reads it.');
      return;
    }
    setBusy(true);
    await decline(reason.trim());
    onClose();
  }

  return (
    <Modal title={`Decline “${suggestion.title}”?`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
        <label>
          Reason (the student reads it)
          <input
            className={styles.input}
            value={reason}
            maxLength={TEXT_LIMITS.reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {problem && (
          <p id={problemId} role="alert">
            {problem}
          </p>
        )}
        <ConfirmChoices confirm="Decline" busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
