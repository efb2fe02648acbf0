import { config } from '@/config.ts';
import { toSemesterNotes } from '@/content/semester-notes.ts';
import { BackendError, type NotesPort } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { LOCAL_NOTES_PATH } from './local-notes-path.ts';
import { publishedHere } from './notes-desk-store.ts';

export interface LocalNotesOptions {
  storage?: Storage;
  /** The department's domain (VITE_ALLOWED_EMAIL_DOMAIN). */
  allowedDomain?: string;
  /** Fetches the sample notes file (by default from the server that serves the site). */
  fetchNotes?: () => Promise<unknown>;
}

/** The sample notes, as `npm start` and `npm run preview` serve them (LOCAL_NOTES_PATH). */
export async function fetchSample(): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(LOCAL_NOTES_PATH);
  } catch {
    throw new BackendError('NETWORK', 'The notes could not be reached.');
  }
  if (!response.ok) throw new BackendError('NOT_FOUND', 'No notes are served here.');
  return response.json();
}

/** The accounts local auth keeps in this browser; none where the entry is missing or unreadable. */
export function accountsIn(storage: Storage): object {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ACCOUNTS_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? stored : {};
  } catch {
    return {};
  }
}

/**
 * Local mode's notes, held to firestore.rules' rule: only an account of this browser whose
 * address is at the department's domain and verified (its printed link followed) reads them.
 */
export function createLocalNotes(options: LocalNotesOptions = {}): NotesPort {
  const storage = options.storage ?? window.localStorage;
  const domain = (options.allowedDomain ?? config.allowedEmailDomain).toLowerCase();
  const fetchNotes = options.fetchNotes ?? fetchSample;

  return {
    async getSemesterNotes(reader) {
      const accounts = Object.values(accountsIn(storage)) as Array<{
        uid?: unknown;
        email?: unknown;
        emailVerified?: unknown;
      } | null>;
      const account = accounts.find((entry) => entry?.uid === reader.uid);
      const email = typeof account?.email === 'string' ? account.email.toLowerCase() : '';
      if (account?.emailVerified !== true || !email.endsWith(`@${domain}`)) {
        throw new BackendError('PERMISSION_DENIED', 'Permission denied: not a verified student');
      }
      // What an organizer published from this browser's console wins over the sample file.
      const notes = toSemesterNotes(publishedHere(storage) ?? (await fetchNotes()));
      if (!notes) throw new BackendError('UNKNOWN', 'The notes file is not valid notes.');
      return notes;
    },
  };
}
