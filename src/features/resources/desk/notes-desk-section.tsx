import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { MySuggestions } from './my-suggestions.tsx';
import styles from './desk.module.css';

const SuggestItemDialog = lazy(() => import('./suggest-item-dialog.tsx'));

/**
 * Below a semester's subjects: "Suggest an item", and the student's own suggestions with what the
 * organizers decided, read only when asked for (each look is a database read).
 */
export function NotesDeskSection({ semester }: { semester: SemesterNotes }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(0);
  const close = useCallback(() => setOpen(false), []);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <section className={styles.section} aria-labelledby="notes-desk-heading">
      <h2 id="notes-desk-heading" className={styles.heading}>
        Something missing?
      </h2>
      <p>
        Suggest notes, a previous year&apos;s paper or a lab manual for this semester. The
        organizers check each suggestion before it shows here.
      </p>
      <button ref={opener} type="button" className={styles.primary} onClick={() => setOpen(true)}>
        Suggest an item
      </button>
      <p role="status" className={styles.thanks}>
        {sent > 0 ? 'Thank you: your suggestion waits for the organizers.' : ''}
      </p>
      <MySuggestions refreshKey={sent} />
      {open && (
        <Suspense fallback={null}>
          <SuggestItemDialog
            semester={semester}
            onSent={() => setSent((count) => count + 1)}
            onClose={close}
            opener={opener}
          />
        </Suspense>
      )}
    </section>
  );
}
