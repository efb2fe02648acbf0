import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  TEXT_LIMITS,
  type NotesPlace,
  type ReportReason,
} from '@/content/notes-desk.ts';
import styles from './desk.module.css';
import { deskRefusal } from './desk-refusal.ts';
import { useDesk } from './use-desk.ts';

interface ReportProblemDialogProps {
  place: NotesPlace;
  /** The item's title, or "the … folder". */
  what: string;
  onSent: () => void;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/** What is wrong with an item or a folder: a reason and an optional line, sent to the organizers. */
export function ReportProblemDialog({ place, what, onSent, onClose }: ReportProblemDialogProps) {
  const atDesk = useDesk();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setProblem('Pick what is wrong.');
      return;
    }
    setBusy(true);
    try {
      await atDesk((desk, who) => desk.report(who, { place, reason, text: text.trim() }));
      onSent();
      onClose();
    } catch (error) {
      setProblem(deskRefusal(error, 'report'));
      setBusy(false);
    }
  }

  return (
    <Modal title="Report a problem" onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        <p className={styles.about}>With {what}. Only the organizers read reports.</p>
        <fieldset className={styles.reasons} aria-describedby={problem ? errorId : undefined}>
          <legend>What is wrong?</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          Anything to add (optional)
          <input
            className={styles.input}
            value={text}
            maxLength={TEXT_LIMITS.reportText}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {problem && (
          <p id={errorId} role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.choices}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            Send report
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** For lazy(): the dialog and what it imports load when a student first opens it. */
export default ReportProblemDialog;
