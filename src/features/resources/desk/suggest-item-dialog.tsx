import { useState } from 'react';
import {
  suggestionProblems,
  tidySuggestion,
  type ItemSuggestion,
  type SuggestionField,
} from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { SuggestionFields } from '@/components/suggestion-fields/suggestion-fields.tsx';
import { DeskDialog, type DeskDialogOpening } from './desk-dialog.tsx';

interface SuggestItemDialogProps extends DeskDialogOpening {
  semester: SemesterNotes;
}

/** A student's suggestion of an item for one of the semester's subjects, for the organizers. */
export function SuggestItemDialog({ semester, ...dialog }: SuggestItemDialogProps) {
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

  return (
    <DeskDialog
      {...dialog}
      title="Suggest an item"
      about="A file or folder for this semester. The organizers check it before it shows here."
      send="Send suggestion"
      what="suggestion"
      check={() => {
        const found = suggestionProblems(suggestion);
        setProblems(found);
        if (Object.keys(found).length > 0) return null;
        return (desk, who) => desk.suggest(who, tidySuggestion(suggestion));
      }}
    >
      {() => (
        <SuggestionFields
          subjects={semester.subjects}
          value={suggestion}
          problems={problems}
          onChange={setSuggestion}
        />
      )}
    </DeskDialog>
  );
}

/** For lazy(): the dialog and what it imports load when a student first opens it. */
export default SuggestItemDialog;
