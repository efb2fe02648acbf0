import { deadlines, type DeadlineTarget } from '../common/call-timeout.ts';
import { openAdminApp, type OpenedStore } from '../common/game-command.ts';
import type { SemesterNotes } from '../../src/content/semester-notes.ts';
import type { Target } from '../common/upload-target.ts';

/** Where the site reads the notes (firestore.rules and src/backend/firebase/notes-rest.ts). */
export const NOTES_DOCUMENT = 'notes/semesters';

/** firebase-admin's Firestore, as far as the store uses it. */
export interface NotesFirestore {
  doc(path: string): { set(data: { semesters: readonly SemesterNotes[] }): Promise<unknown> };
}

/** What notes:upload writes. */
export interface NotesStore {
  writeNotes(notes: readonly SemesterNotes[]): Promise<void>;
}

/**
 * The notes as one Firestore document, replaced whole (a subject dropped from the file goes),
 * through firebase-admin's Firestore passed in; the call has a deadline (call-timeout.ts).
 */
export function adminNotesStore({
  firestore,
  target = {},
}: {
  firestore: NotesFirestore;
  target?: DeadlineTarget;
}): NotesStore {
  const within = deadlines(target);
  return {
    async writeNotes(notes) {
      await within.firestore(() => firestore.doc(NOTES_DOCUMENT).set({ semesters: notes }), {
        writing: true,
      });
    },
  };
}

/** Opens firebase-admin's Firestore on `target` (see notesTarget); `close` ends the app. */
export async function openNotesStore(target: Target): Promise<OpenedStore<NotesStore>> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { app, close } = await openAdminApp(target, 'notes-upload');
  return { store: adminNotesStore({ firestore: getFirestore(app), target }), close };
}
