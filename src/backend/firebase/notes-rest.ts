import type { AppConfig } from '@/config.ts';
import { toSemesterNotes, type SemesterNotes } from '@/content/semester-notes.ts';
import { BackendError, type NotesPort, type NotesReader } from '../ports.ts';
import { fromFirestoreFields, type FirestoreValue } from './firestore-value.ts';
import type { FetchLike } from '../rtdb/rtdb-rest.ts';

/** Where the notes document lives: `https://firestore.googleapis.com`, or the emulator's origin. */
export interface NotesLocation {
  projectId: string;
  firestoreOrigin: string;
}

function codeForStatus(status: number): string {
  if (status === 401 || status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  return 'UNAVAILABLE';
}

async function readNotes(
  request: FetchLike,
  url: string,
  reader: NotesReader,
): Promise<readonly SemesterNotes[]> {
  let response: Response;
  try {
    response = await request(url, {
      headers: { Authorization: `Bearer ${await reader.getIdToken()}` },
    });
  } catch {
    throw new BackendError('NETWORK', 'The notes could not be reached.');
  }
  if (!response.ok) {
    throw new BackendError(
      codeForStatus(response.status),
      `The notes were refused (${response.status}).`,
    );
  }
  const { fields = {} } = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  const notes = toSemesterNotes(fromFirestoreFields(fields).semesters);
  if (!notes) throw new BackendError('UNKNOWN', 'The notes document is not valid notes.');
  return notes;
}

/**
 * The notes from Firestore `notes/semesters` over its REST API, with the reader's ID token:
 * firestore.rules give it only to a verified address at the department's domain. One document
 * holds all eight semesters, read once per member and page load (Spark allows 50,000 reads a
 * day), and no Firestore SDK loads for it.
 */
export function createRestNotes(location: NotesLocation, fetchImpl?: FetchLike): NotesPort {
  const request: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  const url = `${location.firestoreOrigin}/v1/projects/${encodeURIComponent(location.projectId)}/databases/(default)/documents/notes/semesters`;
  const read = new Map<string, Promise<readonly SemesterNotes[]>>();

  return {
    getSemesterNotes(reader) {
      const held = read.get(reader.uid);
      if (held) return held;
      const reading = readNotes(request, url, reader);
      read.set(reader.uid, reading);
      // A refusal is not kept: once the address is verified, the next visit asks again.
      reading.catch(() => read.delete(reader.uid));
      return reading;
    },
  };
}

/** The notes of the configured project, or of the Firestore emulator. */
export function createFirebaseNotes(config: AppConfig): NotesPort {
  if (!config.firebase) {
    throw new Error('Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (see .env.example).');
  }
  return createRestNotes({
    projectId: config.firebase.projectId,
    firestoreOrigin: config.useEmulators
      ? `http://${config.firestoreEmulatorHost}`
      : 'https://firestore.googleapis.com',
  });
}
