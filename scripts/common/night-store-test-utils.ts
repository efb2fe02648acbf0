import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { valueAt, withValueAt } from '../../src/backend/tree.ts';
import { adminNightStore } from './night-store.ts';

type Node = Record<string, unknown>;

/** The environment of a night command run against the emulators (hosts no test connects to). */
export const emulators = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:2',
  GCLOUD_PROJECT: 'demo-night',
};

/** RTDB as firebase-admin shows it to the night store: node reads and root multi-path updates. */
export function memoryDatabase(initial: Node) {
  let tree: unknown = structuredClone(initial);
  return {
    tree: () => tree,
    ref: (path = '') => ({
      get: async () => ({ val: () => structuredClone(valueAt(tree, path)) }),
      update: async (updates: Node) => {
        const paths = Object.keys(updates).map((key) => `${path}/${key}/`);
        // The real database refuses an update where one path holds another.
        if (paths.some((a) => paths.some((b) => a !== b && b.startsWith(a)))) {
          throw new Error('Path is an ancestor of another path in the same update');
        }
        for (const [key, value] of Object.entries(updates)) {
          tree = withValueAt(tree, `${path}/${key}`, structuredClone(value));
        }
      },
    }),
  };
}

/** Firestore's questions collection as far as the night store uses it. */
export function memoryFirestore(docs: Record<string, Node>) {
  return {
    docs,
    collection: () => ({
      select: () => ({
        get: async () => ({
          docs: Object.entries(docs).map(([id, data]) => ({
            id,
            get: (field: string) => data[field],
          })),
        }),
      }),
      doc: (id: string) => ({ id }),
    }),
    batch: () => {
      const writes: (() => void)[] = [];
      return {
        set: (ref: { id: string }, data: Node) => writes.push(() => (docs[ref.id] = { ...data })),
        update: (ref: { id: string }, data: Node) =>
          writes.push(() => {
            const updated = { ...docs[ref.id], ...data };
            for (const [field, value] of Object.entries(data)) {
              if (value instanceof FieldValue && value.isEqual(FieldValue.delete()))
                delete updated[field];
            }
            docs[ref.id] = updated;
          }),
        delete: (ref: { id: string }) => writes.push(() => delete docs[ref.id]),
        commit: async () => writes.forEach((write) => write()),
      };
    },
  };
}

/** A night store over both, with firebase-admin's real Timestamp. */
export function memoryNightStore(tree: Node, docs: Record<string, Node>) {
  const database = memoryDatabase(tree);
  const firestore = memoryFirestore(docs);
  return {
    database,
    firestore,
    store: adminNightStore({ firestore, database, Timestamp, FieldValue }),
  };
}
