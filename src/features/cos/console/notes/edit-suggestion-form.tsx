import { useState, type FormEvent } from 'react';
import { SuggestionFields } from '@/components/suggestion-fields/suggestion-fields.tsx';
import {
  suggestionProblems,
  tidySuggestion,
  type ItemSuggestion,
  type SuggestionField,
  type SuggestionRecord,
} from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { ConfirmChoices } from '../confirm-choices.tsx';
import styles from '../console.module.css';

interface EditSuggestionFormProps {
  suggestion: SuggestionRecord;
  notes: readonly SemesterNotes[];
  onSave: (edited: ItemSuggestion) => Promise<void>;
  onCancel: () => void;
}

/** An organizer's corrections to a suggestion before accepting it, in the student's own fields. */
export function EditSuggestionForm({
  suggestion,
  notes,
  onSave,
  onCancel,
}: EditSuggestionFormProps) {
  const { sem, subjectId, subject, kind, title, year, link, credit } = suggestion;
  const [value, setValue] = useState<ItemSuggestion>({
    sem,
    subjectId,
    subject,
    kind,
    title,
    year,
    link,
    credit,
  });
  const [problems, setProblems] = useState<Partial<Record<SuggestionField, string>>>({});
  const subjects = notes.find((semester) => semester.sem === sem)?.subjects ?? [];

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = suggestionProblems(value);
    setProblems(found);
    if (Object.keys(found).length === 0) void onSave(tidySuggestion(value));
  }

  return (
    <form
      className={styles.form}
      aria-label={`Edit the suggestion ${title}`}
      noValidate
      onSubmit={save}
    >
      <SuggestionFields subjects={subjects} value={value} problems={problems} onChange={setValue} />
      <ConfirmChoices confirm="Save the suggestion" busy={false} onCancel={onCancel} />
    </form>
  );
}
