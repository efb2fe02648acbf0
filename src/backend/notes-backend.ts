import { config } from '@/config.ts';
import type { NotesPort } from './ports.ts';

let notesPromise: Promise<NotesPort> | null = null;

/**
 * The notes adapter, for the resource hub and the notes pages only: a module of its own, away
 * from index.ts, so the home page's bundle carries none of it. Kept for the page's life, so a
 * member's hub and notes pages cost one read between them.
 */
export function loadNotes(): Promise<NotesPort> {
  notesPromise ??= (
    config.backend === 'firebase' && config.firebase
      ? import('./firebase/notes-rest.ts').then((m) => m.createFirebaseNotes(config))
      : import('./local/notes.ts').then((m) => m.createLocalNotes())
  ).catch((error: unknown) => {
    notesPromise = null;
    throw error;
  });
  return notesPromise;
}
