import {
  addItem,
  addSubject,
  moveItem,
  moveSubject,
  removeItem,
  removeSubject,
  updateItem,
  updateSubject,
  type Edited,
  type SubjectFields,
} from '@/content/notes-edits.ts';
import type { SemesterName } from '@/content/semester-names.ts';
import type { NoteItem, SemesterNotes, Subject } from '@/content/semester-notes.ts';

/** What an organizer asked to change, before the dialog that asks for the details. */
export type EditRequest =
  | { kind: 'add-item'; subject: Subject }
  | { kind: 'edit-item'; subject: Subject; item: NoteItem }
  | { kind: 'move-item'; subject: Subject; item: NoteItem }
  | { kind: 'remove-item'; subject: Subject; item: NoteItem }
  | { kind: 'add-subject'; sem: SemesterName }
  | { kind: 'edit-subject'; subject: Subject }
  | { kind: 'move-subject'; subject: Subject }
  | { kind: 'remove-subject'; subject: Subject };

/** The details a dialog gathered: an item's fields, a subject's, or where to move to. */
export type EditDetails =
  | { item: NoteItem }
  | { subject: SubjectFields }
  | { toSubject: string }
  | { toSem: SemesterName }
  | { confirmed: true };

/** The change a request and its details make to the notes; throws what is wrong with it. */
export function applyEdit(
  notes: readonly SemesterNotes[],
  request: EditRequest,
  details: EditDetails,
): Edited {
  switch (request.kind) {
    case 'add-item':
      if ('item' in details) return addItem(notes, request.subject.id, details.item);
      break;
    case 'edit-item':
      if ('item' in details) return updateItem(notes, request.subject.id, details.item);
      break;
    case 'move-item':
      if ('toSubject' in details) {
        return moveItem(notes, request.subject.id, request.item.id, details.toSubject);
      }
      break;
    case 'remove-item':
      return removeItem(notes, request.subject.id, request.item.id);
    case 'add-subject':
      if ('subject' in details) return addSubject(notes, request.sem, details.subject);
      break;
    case 'edit-subject':
      if ('subject' in details) return updateSubject(notes, request.subject.id, details.subject);
      break;
    case 'move-subject':
      if ('toSem' in details) return moveSubject(notes, request.subject.id, details.toSem);
      break;
    case 'remove-subject':
      return removeSubject(notes, request.subject.id);
  }
  throw new Error('These details do not fit the change.');
}
