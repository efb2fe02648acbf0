import { deadlines, type DeadlineTarget } from '../common/call-timeout.ts';
import { openAdminApp, type OpenedStore } from '../common/game-command.ts';
import type { Target } from '../common/upload-target.ts';
import { NOTES_DOCUMENT } from '../notes-upload/notes-store.ts';
import type { DeadLink } from './check-links.ts';

/**
 * Where the last check's dead links are kept for the console: beside the notes, and like them
 * out of the site. firestore.rules give it to the organizers alone (the console's Notes section).
 */
export const LINK_CHECK_DOCUMENT = 'notes/link-check';

export interface LinkCheckReport {
  checkedAt: Date;
  /** How many links were tried. */
  links: number;
  dead: readonly DeadLink[];
}

/** firebase-admin's Firestore, as far as the store uses it. */
export interface LinksFirestore {
  doc(path: string): {
    get(): Promise<{ data(): Record<string, unknown> | undefined }>;
    set(data: object): Promise<unknown>;
  };
}

export interface LinksStore {
  /** The `semesters` of notes/semesters, unchecked, or undefined before any upload. */
  readNotes(): Promise<unknown>;
  saveReport(report: LinkCheckReport): Promise<void>;
}

export function adminLinksStore({
  firestore,
  target = {},
}: {
  firestore: LinksFirestore;
  target?: DeadlineTarget;
}): LinksStore {
  const within = deadlines(target);
  return {
    async readNotes() {
      const snapshot = await within.firestore(() => firestore.doc(NOTES_DOCUMENT).get());
      return snapshot.data()?.semesters;
    },
    async saveReport(report) {
      // Firestore refuses undefined: a folder's or course structure's entry has no item id.
      const dead = report.dead.map((entry) => JSON.parse(JSON.stringify(entry)) as object);
      await within.firestore(() => firestore.doc(LINK_CHECK_DOCUMENT).set({ ...report, dead }), {
        writing: true,
      });
    },
  };
}

/** Opens firebase-admin's Firestore on `target` (see notesTarget); `close` ends the app. */
export async function openLinksStore(target: Target): Promise<OpenedStore<LinksStore>> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const { app, close } = await openAdminApp(target, 'notes-check-links');
  return { store: adminLinksStore({ firestore: getFirestore(app), target }), close };
}
