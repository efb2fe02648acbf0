import type { App } from 'firebase-admin/app';
import type { DocumentData } from 'firebase-admin/firestore';
import { CALL_TIMEOUT_MS, deadline } from '../../scripts/common/call-timeout.ts';
import { ADMIN_TOKEN } from '../loopback/loopback-database.ts';
import type { RehearsalTarget } from './target.ts';

/** The service account's view of the Realtime Database: past the rules, over the REST API. */
export interface AdminDatabase {
  get(path: string, options?: { shallow?: boolean }): Promise<unknown>;
  /** One root multi-path update (null deletes); resolves with what each path holds now. */
  update(updates: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** An account the rehearsal creates: its uid and, for one acting as an organizer, its address. */
export interface NewAccount {
  uid: string;
  /** An address the account owns, verified: organizers' rules ask for one (docs/game.md). */
  verifiedEmail?: string;
}

/** Accounts made and removed by the service account (firebase-admin's Auth). */
export interface AdminAuth {
  /** Creates these accounts, at most 1,000 a call (Firebase's batch limit). */
  importAccounts(accounts: NewAccount[]): Promise<void>;
  /** A custom token for `uid`, signed by the service account (unsigned on the emulator). */
  customToken(uid: string): Promise<string>;
  /** Deletes the accounts; resolves with how many are gone. */
  deleteAccounts(uids: string[]): Promise<number>;
  /** How many of these uids still have an account. */
  countAccounts(uids: string[]): Promise<number>;
}

/** A riddle document as questions:upload writes it, with `opensAt` added on writing. */
export interface RiddleWrite {
  id: string;
  document: Record<string, unknown>;
}

/** Firestore `questions/{qNo}`, as the service account writes them. */
export interface RiddleStore {
  /** What each document holds now (null: absent), to put back afterwards. */
  snapshot(ids: string[]): Promise<Map<string, DocumentData | null>>;
  /** Replaces each document whole, stamped to open at `opensAt` (epoch ms). */
  write(riddles: RiddleWrite[], opensAt: number): Promise<void>;
  /** Stamps the documents to open at Firestore's time now. */
  open(ids: string[]): Promise<void>;
  /** Puts back what `snapshot` read: the same document, or none. */
  restore(originals: Map<string, DocumentData | null>): Promise<void>;
}

export interface Admin {
  database: AdminDatabase;
  auth: AdminAuth;
  /** Null where there is no Firestore (emulators without one). */
  riddles: RiddleStore | null;
  close(): Promise<void>;
}

const authCall = deadline('Firebase Auth', CALL_TIMEOUT_MS);
const firestoreCall = deadline('Firestore', CALL_TIMEOUT_MS);

function restDatabase(databaseURL: string, accessToken: () => Promise<string>): AdminDatabase {
  async function call(
    method: 'GET' | 'PATCH',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ) {
    const url = new URL(databaseURL);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}.json`;
    url.searchParams.set('access_token', await accessToken());
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const host = url.host;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(
        `The Realtime Database at ${host} could not be reached (${(error as Error).message}).`,
      );
    }
    if (!response.ok) {
      throw new Error(
        `The Realtime Database at ${host} refused the service account's ${method} /${path} (${response.status}).`,
      );
    }
    return (await response.json()) as unknown;
  }
  return {
    get: (path, options = {}) => call('GET', path, options.shallow ? { shallow: 'true' } : {}),
    update: async (updates) => (await call('PATCH', '', {}, updates)) as Record<string, unknown>,
  };
}

/** The service account's OAuth token for the database REST API, renewed before it expires. */
function tokenSource(app: App): () => Promise<string> {
  let token: { value: string; renewAt: number } | null = null;
  return async () => {
    if (token && Date.now() < token.renewAt) return token.value;
    const credential = app.options.credential;
    if (!credential) throw new Error('The service account has no credential.');
    const { access_token, expires_in } = await deadline(
      'Google OAuth',
      CALL_TIMEOUT_MS,
    )(() => credential.getAccessToken());
    token = { value: access_token, renewAt: Date.now() + (expires_in - 300) * 1000 };
    return token.value;
  };
}

const BATCH = 1000;
/** `items` in batches of `size`, in order. */
export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * firebase-admin on the target: Auth and Firestore through the SDK (the emulators through their
 * environment variables, which firebase-admin reads), the Realtime Database over REST with the
 * service account's token (the loopback database takes the emulator's `owner`).
 */
export async function openAdmin(target: RehearsalTarget): Promise<Admin> {
  if (target.emulated) {
    // No Google metadata server to look for: the emulators take no credential.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  if (target.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authEmulatorHost;
  if (target.firestoreEmulatorHost)
    process.env.FIRESTORE_EMULATOR_HOST = target.firestoreEmulatorHost;
  const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const firestoreModule = await import('firebase-admin/firestore');
  const app = initializeApp(
    {
      projectId: target.projectId,
      ...(target.emulated ? {} : { credential: applicationDefault() }),
    },
    'game-rehearse',
  );
  const auth = getAuth(app);
  const accessToken = target.emulated ? async () => ADMIN_TOKEN : tokenSource(app);

  const adminAuth: AdminAuth = {
    async importAccounts(accounts) {
      for (const batch of chunks(accounts, BATCH)) {
        const users = batch.map(({ uid, verifiedEmail }) =>
          verifiedEmail ? { uid, email: verifiedEmail, emailVerified: true } : { uid },
        );
        const result = await authCall(() => auth.importUsers(users), { writing: true });
        if (result.failureCount > 0) {
          throw new Error(
            `Firebase Auth refused ${result.failureCount} of the rehearsal's accounts: ${result.errors[0]?.error.message}`,
          );
        }
      }
    },
    customToken: (uid) => authCall(() => auth.createCustomToken(uid)),
    async deleteAccounts(uids) {
      let deleted = 0;
      for (const [index, batch] of chunks(uids, BATCH).entries()) {
        // Firebase takes one batch deletion a second.
        if (index > 0) await new Promise((wake) => setTimeout(wake, 1100));
        deleted += (await authCall(() => auth.deleteUsers(batch), { writing: true })).successCount;
      }
      return deleted;
    },
    async countAccounts(uids) {
      let found = 0;
      for (const batch of chunks(uids, 100)) {
        const result = await authCall(() => auth.getUsers(batch.map((uid) => ({ uid }))));
        found += result.users.length;
      }
      return found;
    },
  };

  let riddles: RiddleStore | null = null;
  if (target.firestoreEmulatorHost !== undefined) {
    const { getFirestore, Timestamp, FieldValue } = firestoreModule;
    const questions = getFirestore(app).collection('questions');
    riddles = {
      async snapshot(ids) {
        const held = new Map<string, DocumentData | null>();
        const refs = ids.map((id) => questions.doc(id));
        const snapshots =
          refs.length === 0 ? [] : await firestoreCall(() => questions.firestore.getAll(...refs));
        for (const snapshot of snapshots)
          held.set(snapshot.id, snapshot.exists ? (snapshot.data() ?? null) : null);
        return held;
      },
      async write(riddleDocuments, opensAt) {
        const batch = questions.firestore.batch();
        for (const { id, document } of riddleDocuments) {
          batch.set(questions.doc(id), { ...document, opensAt: Timestamp.fromMillis(opensAt) });
        }
        await firestoreCall(() => batch.commit(), { writing: true });
      },
      async open(ids) {
        const batch = questions.firestore.batch();
        for (const id of ids)
          batch.update(questions.doc(id), { opensAt: FieldValue.serverTimestamp() });
        await firestoreCall(() => batch.commit(), { writing: true });
      },
      async restore(originals) {
        const batch = questions.firestore.batch();
        for (const [id, original] of originals) {
          if (original === null) batch.delete(questions.doc(id));
          else batch.set(questions.doc(id), original);
        }
        await firestoreCall(() => batch.commit(), { writing: true });
      },
    };
  }

  return {
    database: restDatabase(target.databaseURL, accessToken),
    auth: adminAuth,
    riddles,
    close: () => deleteApp(app),
  };
}
