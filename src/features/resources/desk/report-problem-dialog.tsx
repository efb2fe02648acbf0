import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  TEXT_LIMITS,
  type NotesPlace,
  type ReportReason,
} from '@/content/notes-desk.ts';
import { TextField } from '@/components/suggestion-fields/suggestion-fields.tsx';
import styles from './desk.module.css';
import { DeskDialog, type DeskDialogOpening } from './desk-dialog.tsx';

interface ReportProblemDialogProps extends DeskDialogOpening {
  place: NotesPlace;
  /** The item's title, or "the … folder". */
  what: string;
}

/** What is wrong with an item or a folder: a reason and an optional line, sent to the organizers. */
export function ReportProblemDialog({ place, what, ...dialog }: ReportProblemDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');

  return (
    <DeskDialog
      {...dialog}
      title="Report a problem"
      about={`With ${what}. Only the organizers read reports.`}
      send="Send report"
      what="report"
      check={() =>
        reason
          ? (desk, who) => desk.report(who, { place, reason, text: text.trim() })
          : 'Pick what is wrong.'
      }
    >
      {(alertId) => (
        <>
          <fieldset className={styles.reasons} aria-describedby={alertId}>
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
          <TextField
            label="Anything to add (optional)"
            value={text}
            maxLength={TEXT_LIMITS.reportText}
            onChange={setText}
          />
        </>
      )}
    </DeskDialog>
  );
}

/** For lazy(): the dialog and what it imports load when a student first opens it. */
export default ReportProblemDialog;
