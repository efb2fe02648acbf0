import { openAdminApp, reasonOf } from './game-command.mjs';

/** What the store rejects with when Auth or RTDB fails: its message names the service. */
export class ServiceFailure extends Error {
  constructor(service, cause) {
    super(`Could not reach ${service}: ${reasonOf(cause)}`, { cause });
    this.name = 'ServiceFailure';
  }
}

const AUTH = 'Firebase Auth';
const RTDB = 'the Realtime Database';
const isUnknownUser = (failure) => failure?.code === 'auth/user-not-found';

async function reaching(service, call) {
  try {
    return await call();
  } catch (failure) {
    throw new ServiceFailure(service, failure);
  }
}

/**
 * The organizers as RTDB `admins/{uid}: true` (no client can write it), found by e-mail through
 * firebase-admin's Auth, passed in so tests can use fakes.
 */
export function adminStore({ auth, database }) {
  const admins = database.ref('admins');
  return {
    async findUid(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (failure) {
        if (isUnknownUser(failure)) return null;
        throw new ServiceFailure(AUTH, failure);
      }
    },
    async setOrganizer(uid, organizer) {
      // Revoking removes the entry: the rules read `=== true`, and no stale false lingers.
      await reaching(RTDB, () => admins.child(uid).set(organizer ? true : null));
    },
    async listOrganizers() {
      const held = await reaching(RTDB, () => admins.get());
      const uids = Object.keys(held.val() ?? {});
      const emails = await Promise.all(
        uids.map(async (uid) => {
          try {
            return (await auth.getUser(uid)).email ?? `${uid} (no e-mail)`;
          } catch (failure) {
            if (isUnknownUser(failure)) return `${uid} (account deleted)`;
            throw new ServiceFailure(AUTH, failure);
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
  return { store: adminStore({ auth: getAuth(app), database: getDatabase(app) }), close };
}
