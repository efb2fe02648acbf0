import { readFileSync } from 'node:fs';

/** The sample semester notes, as the notes commands read a file. */
export const SAMPLE = readFileSync(
  new URL('../../src/content/semester-notes.sample.json', import.meta.url),
  'utf8',
);
/** The environment of a run against the Firestore emulator. */
export const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1', GCLOUD_PROJECT: 'demo-notes' };

/** firebase-admin's Firestore as far as the notes stores use it: documents by path. */
export function fakeFirestore(documents: Record<string, object> = {}) {
  return {
    documents,
    doc: (path: string) => ({
      get: async () => ({ data: () => documents[path] as Record<string, unknown> | undefined }),
      set: async (data: object) => {
        documents[path] = structuredClone(data);
      },
    }),
  };
}
