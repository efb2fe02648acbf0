import { BackendError } from '../ports.ts';
import type { FetchLike } from '../rtdb/rtdb-rest.ts';
import { fromFirestoreFields, toFirestoreFields, type FirestoreValue } from './firestore-value.ts';
import type { NotesLocation } from './notes-rest.ts';

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
  updateTime: string;
}

/** One write of a commit, as the REST API takes it (`documents:commit`). */
export interface DocumentWrite {
  path: string;
  data: Record<string, unknown>;
  /** Only these fields change (the others are kept); without it, the document is replaced. */
  fields?: readonly string[];
  /** Fields set to the server's time of the commit (what the rules see as request.time). */
  serverTime?: readonly string[];
  /** false: it must not exist yet; a time: it must still be that version. */
  precondition?: false | string;
}

/** Which code a refused request carries, as the SDK would name it. */
function codeFor(status: number, body: string): string {
  if (status === 401 || status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || body.includes('FAILED_PRECONDITION')) return 'ABORTED';
  return 'UNAVAILABLE';
}

/**
 * Firestore's REST API with a member's ID token, for the notes' desk: gets, queries and atomic
 * commits, so no Firestore SDK loads for it. Every refusal is a BackendError with the SDK's code.
 */
export function firestoreRest(location: NotesLocation, fetchImpl?: FetchLike) {
  const request: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  const root = `projects/${location.projectId}/databases/(default)/documents`;
  const url = (suffix: string) =>
    `${location.firestoreOrigin}/v1/projects/${encodeURIComponent(location.projectId)}/databases/(default)/documents${suffix}`;

  async function call(suffix: string, token: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await request(url(suffix), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new BackendError('NETWORK', 'The notes could not be reached.');
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new BackendError(codeFor(response.status, text), `Refused (${response.status}).`);
    }
    return response.json();
  }

  const toStored = (document: {
    name: string;
    fields?: Record<string, FirestoreValue>;
    updateTime: string;
  }): StoredDocument => ({
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: fromFirestoreFields(document.fields ?? {}),
    updateTime: document.updateTime,
  });

  return {
    /** The document at `path`, or null when there is none. */
    async get(path: string, token: string): Promise<StoredDocument | null> {
      try {
        return toStored((await call(`/${path}`, token)) as Parameters<typeof toStored>[0]);
      } catch (error) {
        if (error instanceof BackendError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    /** A structured query's documents (the rules must allow the query as a whole). */
    async query(structuredQuery: object, token: string): Promise<StoredDocument[]> {
      const rows = (await call(':runQuery', token, { structuredQuery })) as Array<{
        document?: Parameters<typeof toStored>[0];
      }>;
      return rows.flatMap((row) => (row.document ? [toStored(row.document)] : []));
    },
    /** All `writes` at once, or none. */
    async commit(writes: readonly DocumentWrite[], token: string): Promise<void> {
      await call(':commit', token, {
        writes: writes.map((write) => ({
          update: { name: `${root}/${write.path}`, fields: toFirestoreFields(write.data) },
          ...(write.fields ? { updateMask: { fieldPaths: write.fields } } : {}),
          ...(write.serverTime
            ? {
                updateTransforms: write.serverTime.map((fieldPath) => ({
                  fieldPath,
                  setToServerValue: 'REQUEST_TIME',
                })),
              }
            : {}),
          ...(write.precondition === false ? { currentDocument: { exists: false } } : {}),
          ...(typeof write.precondition === 'string'
            ? { currentDocument: { updateTime: write.precondition } }
            : {}),
        })),
      });
    },
  };
}

export type FirestoreRest = ReturnType<typeof firestoreRest>;

/** A query of `collection` where `field` equals `value`. */
export function whereEqual(collection: string, field: string, value: string): object {
  return {
    from: [{ collectionId: collection }],
    where: {
      fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
    },
  };
}

/** A random document id, as the SDK makes them: 20 letters and digits. */
export function newDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
