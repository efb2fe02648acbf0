import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import {
  suggestionProblems,
  tidySuggestion,
  type ItemSuggestion,
  type SuggestionField,
} from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { SuggestionFields } from '@/components/suggestion-fields/suggestion-fields.tsx';
import styles from './desk.module.css';
import { deskRefusal } from './desk-refusal.ts';
import { useDesk } from './use-desk.ts';

interface SuggestItemDialogProps {
  semester: SemesterNotes;
  onSent: () => void;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/** A student's suggestion of an item for one of the semester's subjects, for the organizers. */
export function SuggestItemDialog({ semester, onSent, onClose }: SuggestItemDialogProps) {
  const atDesk = useDesk();
  const errorId = useId();
  const first = semester.subjects[0];
  const [suggestion, setSuggestion] = useState<ItemSuggestion>({
    sem: semester.sem,
    subjectId: first?.id ?? '',
    subject: first?.name ?? '',
    kind: 'notes',
    title: '',
    year: '',
    link: '',
    credit: '',
  });
  const [problems, setProblems] = useState<Partial<Record<SuggestionField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = suggestionProblems(suggestion);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await atDesk((desk, who) => desk.suggest(who, tidySuggestion(suggestion)));
      onSent();
      onClose();
    } catch (error) {
      setRefusal(deskRefusal(error, 'suggestion'));
      setBusy(false);
    }
  }

  return (
    <Modal title="Suggest an item" onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        <p className={styles.about}>
          A file or folder for this semester. The organizers check it before it shows here.
        </p>
        <SuggestionFields
          subjects={semester.subjects}
          value={suggestion}
          problems={problems}
          onChange={setSuggestion}
        />
        {refusal && (
          <p id={errorId} role="alert" className={styles.error}>
            {refusal}
          </p>
        )}
        <div className={styles.choices}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            Send suggestion
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** For lazy(): the dialog and what it imports load when a student first opens it. */
export default SuggestItemDialog;
