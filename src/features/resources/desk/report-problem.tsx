import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { NotesPlace } from '@/content/notes-desk.ts';
import styles from './desk.module.css';

const ReportProblemDialog = lazy(() => import('./report-problem-dialog.tsx'));

/**
 * "Report a problem" beside an item or a subject's folder: a dialog asks what is wrong, and a
 * line beside the button thanks the student once the report is sent.
 */
export function ReportProblem({ place, className }: { place: NotesPlace; className?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const opener = useRef<HTMLButtonElement>(null);
  const what = place.itemId ? place.item : `the ${place.subject} folder`;

  return (
    <span className={className ? `${styles.report} ${className}` : styles.report}>
      <button
        ref={opener}
        type="button"
        className={styles.reportButton}
        aria-label={`Report a problem with ${what}`}
        onClick={() => setOpen(true)}
      >
        Report a problem
      </button>
      <span role="status" className={styles.thanks}>
        {sent ? 'Reported. Thank you.' : ''}
      </span>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog
            place={place}
            what={what}
            onSent={() => setSent(true)}
            onClose={close}
            opener={opener}
          />
        </Suspense>
      )}
    </span>
  );
}
