import { openAdminApp } from './game-command.mjs';

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
      } catch (error) {
        if (error?.code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async setOrganizer(uid, organizer) {
      // Revoking removes the entry: the rules read `=== true`, and no stale false lingers.
      await admins.child(uid).set(organizer ? true : null);
    },
    async listOrganizers() {
      const uids = Object.keys((await admins.get()).val() ?? {});
      const emails = await Promise.all(
        uids.map(async (uid) => {
          try {
            return (await auth.getUser(uid)).email ?? `${uid} (no e-mail)`;
          } catch {
            return `${uid} (account deleted)`;
          }
        }),
      );
      return emails.sort();
    },
  };
}

/** Opens firebase-admin on `target` (see uploadTarget); `close` ends the app. */
export async function openAdminStore(target) {
  const { getAuth } = await import('firebase-admin/auth');
  const { getDatabase } = await import('firebase-admin/database');
  const { app, close } = await openAdminApp(target, 'game-admin');
  return { store: adminStore({ auth: getAuth(app), database: getDatabase(app) }), close };
}
