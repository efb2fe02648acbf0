import { deadlines, NoAnswer } from './call-timeout.ts';
import { openAdminApp, reasonOf } from './game-command.ts';

/** What the store rejects with when Auth or RTDB fails: its one-line message names the service. */
export class ServiceFailure extends Error {
  constructor(service, cause) {
    super(`Could not reach ${service}: ${reasonOf(cause).replace(/\s+/g, ' ').trim()}`, { cause });
    this.name = 'ServiceFailure';
  }
}

const isUnknownUser = (failure) => failure?.code === 'auth/user-not-found';

/**
 * The organizers as RTDB `admins/{uid}: true` (no client can write it), found by e-mail through
 * firebase-admin's Auth, passed in so tests can use fakes. Every call has a deadline (see
 * deadlines in call-timeout.mjs, from the target), past which it rejects with a NoAnswer;
 * any other failure becomes a ServiceFailure.
 */
export function adminStore({ auth, database, target = {} }) {
  const admins = database.ref('admins');
  const within = deadlines(target);
  const named = (service, key) => {
    const host = target.hosts?.[key];
    return host ? `${service} at ${host}` : service;
  };
  const authService = named('Firebase Auth', 'auth');
  const databaseService = named('the Realtime Database', 'database');

  async function reaching(service, call) {
    try {
      return await call();
    } catch (failure) {
      if (failure instanceof NoAnswer || isUnknownUser(failure)) throw failure;
      throw new ServiceFailure(service, failure);
    }
  }
  const inAuth = (call) => reaching(authService, () => within.auth(call));

  return {
    async findUid(email) {
      try {
        return (await inAuth(() => auth.getUserByEmail(email))).uid;
      } catch (failure) {
        if (isUnknownUser(failure)) return null;
        throw failure;
      }
    },
    async setOrganizer(uid, organizer) {
      // Revoking removes the entry: the rules read `=== true`, and no stale false lingers.
      const write = () => admins.child(uid).set(organizer ? true : null);
      await reaching(databaseService, () => within.database(write, { writing: true }));
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
export async function openAdminStore(target) {
  const { getAuth } = await import('firebase-admin/auth');
  const { getDatabase } = await import('firebase-admin/database');
  const { app, close } = await openAdminApp(target, 'game-admin');
  return { store: adminStore({ auth: getAuth(app), database: getDatabase(app), target }), close };
}
