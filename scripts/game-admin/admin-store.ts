import { deadlines, NoAnswer, type DeadlineTarget } from '../common/call-timeout.ts';
import { openAdminApp, reasonOf } from '../common/game-command.ts';
import type { Target } from '../common/upload-target.ts';

/** firebase-admin's Auth, as far as the store uses it. */
export interface AuthLike {
  getUserByEmail(email: string): Promise<Account>;
  getUser(uid: string): Promise<{ email?: string | undefined }>;
}

/** firebase-admin's Realtime Database, as far as the store uses it (`admins/`). */
export interface AdminsDatabase {
  ref(path: string): {
    child(uid: string): { set(value: true | null): Promise<unknown> };
    get(): Promise<{ val(): unknown }>;
  };
}

/**
 * firebase-admin's Firestore, as far as the store uses it: `organizers/{uid}`, which
 * firestore.rules read to let an organizer run the notes from the console.
 */
export interface OrganizersFirestore {
  doc(path: string): { set(data: object): Promise<unknown>; delete(): Promise<unknown> };
}

/** An account as Auth holds it: whether its owner followed the link e-mailed to the address. */
export interface Account {
  uid: string;
  emailVerified: boolean;
}

/** What game:admin asks of the organizers' list. */
export interface AdminStore {
  findAccount(email: string): Promise<Account | null>;
  setOrganizer(uid: string, organizer: boolean): Promise<void>;
  listOrganizers(): Promise<string[]>;
}

/** What the store rejects with when Auth or RTDB fails: its one-line message names the service. */
export class ServiceFailure extends Error {
  constructor(service: string, cause: unknown) {
    super(`Could not reach ${service}: ${reasonOf(cause).replace(/\s+/g, ' ').trim()}`, { cause });
    this.name = 'ServiceFailure';
  }
}

const isUnknownUser = (failure: unknown) =>
  (failure as { code?: unknown } | null)?.code === 'auth/user-not-found';

/**
 * The organizers as RTDB `admins/{uid}: true` (no client can write it), mirrored in Firestore's
 * `organizers/{uid}` for the notes (firestore.rules), found by e-mail through
 * firebase-admin's Auth, passed in so tests can use fakes. Every call has a deadline (see
 * deadlines in call-timeout.ts, from the target), past which it rejects with a NoAnswer;
 * any other failure becomes a ServiceFailure.
 */
export function adminStore({
  auth,
  database,
  firestore,
  target = {},
}: {
  auth: AuthLike;
  database: AdminsDatabase;
  /** Absent against emulators without Firestore's: the grant is then the database's alone. */
  firestore?: OrganizersFirestore;
  target?: DeadlineTarget;
}): AdminStore {
  const admins = database.ref('admins');
  const within = deadlines(target);
  const named = (service: string, key: 'auth' | 'database' | 'firestore') => {
    const host = target.hosts?.[key];
    return host ? `${service} at ${host}` : service;
  };
  const authService = named('Firebase Auth', 'auth');
  const databaseService = named('the Realtime Database', 'database');
  const firestoreService = named('Firestore', 'firestore');

  async function reaching<T>(service: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (failure) {
      if (failure instanceof NoAnswer || isUnknownUser(failure)) throw failure;
      throw new ServiceFailure(service, failure);
    }
  }
  const inAuth = <T>(call: () => Promise<T>) => reaching(authService, () => within.auth(call));

  return {
    async findAccount(email) {
      try {
        const { uid, emailVerified } = await inAuth(() => auth.getUserByEmail(email));
        return { uid, emailVerified };
      } catch (failure) {
        if (isUnknownUser(failure)) return null;
        throw failure;
      }
    },
    async setOrganizer(uid, organizer) {
      // Revoking removes the entry: the rules read `=== true`, and no stale false lingers.
      const write = () => admins.child(uid).set(organizer ? true : null);
      await reaching(databaseService, () => within.database(write, { writing: true }));
      if (!firestore) return;
      const entry = firestore.doc(`organizers/${uid}`);
      const mirror = () => (organizer ? entry.set({ organizer: true }) : entry.delete());
      await reaching(firestoreService, () => within.firestore(mirror, { writing: true }));
    },
    async listOrganizers() {
      const held = await reaching(databaseService, () => within.database(() => admins.get()));
      const uids = Object.keys(held.val() ?? {});
      const emails = await Promise.all(
        uids.map(async (uid) => {
          try {
            return (await inAuth(() => auth.getUser(uid))).email ?? `${uid} (no e-mail)`;
          } catch (failure) {
            if (isUnknownUser(failure)) return `${uid} (account deleted)`;
            throw failure;
          }
        }),
      );
      return emails.sort();
    },
  };
}

/** Opens firebase-admin on `target` (see adminTarget); `close` ends the app. */
export async function openAdminStore(
  target: Target,
): Promise<{ store: AdminStore; close: () => Promise<void> }> {
  const { getAuth } = await import('firebase-admin/auth');
  const { getDatabase } = await import('firebase-admin/database');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { app, close } = await openAdminApp(target, 'game-admin');
  // firebase-admin finds Firestore's emulator by FIRESTORE_EMULATOR_HOST alone.
  const withFirestore = !target.emulated || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const store = adminStore({
    auth: getAuth(app),
    database: getDatabase(app),
    ...(withFirestore ? { firestore: getFirestore(app) } : {}),
    target,
  });
  return { store, close };
}
