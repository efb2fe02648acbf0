import { config } from '@/config.ts';
import type { NotesDeskPort } from './notes-desk-port.ts';

let deskPromise: Promise<NotesDeskPort> | null = null;

/**
 * The notes' desk adapter (reports, suggestions, the organizers' changes), for the notes pages
 * and the console only: loaded when first used, so no other page's bundle carries it.
 */
export function loadNotesDesk(): Promise<NotesDeskPort> {
  deskPromise ??= (
    config.backend === 'firebase' && config.firebase
      ? import('./firebase/notes-desk-rest.ts').then((m) => m.createFirebaseNotesDesk(config))
      : Promise.all([
          import('./local/notes-desk.ts'),
          import('./local/notes.ts'),
          import('./local/organizer-list.ts'),
        ]).then(([desk, notes, organizers]) =>
          desk.createLocalNotesDesk({
            fetchNotes: notes.fetchSample,
            admins: (storage) => organizers.localAdmins(storage, config.localOrganizers),
          }),
        )
  ).catch((error: unknown) => {
    deskPromise = null;
    throw error;
  });
  return deskPromise;
}
