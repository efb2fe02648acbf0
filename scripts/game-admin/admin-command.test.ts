import { describe, expect, it, vi } from 'vitest';
import { parseAdminArgs, runAdminCommand } from './admin-command.ts';
import { adminStore, type AdminStore } from './admin-store.ts';

const emulators = {
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:1',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:2',
  GCLOUD_PROJECT: 'demo-admin',
};
const offline = async () => Promise.reject(new Error('connect ECONNREFUSED'));

/**
 * firebase-admin's Auth and Database as far as the store uses them, over plain objects: the
 * accounts' e-mails by uid, every address verified but those `unverified` names.
 */
function fakeAdmin(
  accounts: Record<string, string>,
  deleted: string[] = [],
  unverified: string[] = [],
) {
  const admins: Record<string, boolean> = Object.fromEntries(deleted.map((uid) => [uid, true]));
  const notFound = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth = {
    getUserByEmail: async (email: string) => {
      const uid = Object.keys(accounts).find((id) => accounts[id] === email);
      if (!uid) throw notFound;
      return { uid, emailVerified: !unverified.includes(email) };
    },
    getUser: async (uid: string) => {
      if (!accounts[uid]) throw notFound;
      return { uid, email: accounts[uid] };
    },
  };
  const database = {
    ref: () => ({
      child: (uid: string) => ({
        set: async (value: boolean | null) => {
          if (value === null) delete admins[uid];
          else admins[uid] = value;
        },
      }),
      get: async () => ({ val: () => (Object.keys(admins).length ? { ...admins } : null) }),
    }),
  };
  const organizers = new Set<string>();
  const firestore = {
    doc: (path: string) => ({
      set: async () => organizers.add(path),
      delete: async () => organizers.delete(path),
    }),
  };
  return { admins, organizers, auth, database, store: adminStore({ auth, database, firestore }) };
}

async function run(
  argv: string[],
  admin: { store: AdminStore },
  env: NodeJS.ProcessEnv = emulators,
) {
  const lines: string[] = [];
  const close = vi.fn(async () => undefined);
  const openStore = vi.fn(async () => ({ store: admin.store, close }));
  const code = await runAdminCommand({
    argv,
    env,
    openStore,
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(`error: ${line}`),
  });
  return { code, output: lines.join('\n'), opened: openStore.mock.calls.length > 0, close };
}

describe('npm run game:admin', () => {
  it('grants an account by e-mail as admins/{uid}: true and Firestore organizers/{uid}, and revoking removes both', async () => {
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in', u2: 'ravi@ece.nits.ac.in' });
    expect(await run(['grant', 'Orga@ece.nits.ac.in'], admin)).toMatchObject({
      code: 0,
      output: 'orga@ece.nits.ac.in is now an organizer.',
    });
    expect(admin.admins).toEqual({ u1: true });
    // Firestore's rules know organizers too, for the notes' desk in the console.
    expect([...admin.organizers]).toEqual(['organizers/u1']);
    expect((await run(['list'], admin)).output).toBe('orga@ece.nits.ac.in');
    expect((await run(['revoke', 'orga@ece.nits.ac.in'], admin)).code).toBe(0);
    expect(admin.admins).toEqual({});
    expect([...admin.organizers]).toEqual([]);
    expect((await run(['list'], admin)).output).toBe('No organizers yet.');
  });

  it('refuses to grant an address nobody has verified, saying why, and revokes it still', async () => {
    const squatted = 'orga@ece.nits.ac.in';
    const admin = fakeAdmin({ u1: squatted }, ['u1'], [squatted]);
    const { code, output } = await run(['grant', squatted], admin);
    expect(code).toBe(1);
    expect(output).toBe(
      'error: orga@ece.nits.ac.in is not verified: anyone can sign up with an address, but only its owner can follow the link e-mailed to it. Ask them to follow the link in the verification e-mail (the Resource Hub sends a new one), then grant again.',
    );
    expect(admin.admins).toEqual({ u1: true });
    expect((await run(['revoke', squatted], admin)).code).toBe(0);
    expect(admin.admins).toEqual({});
  });

  it('refuses an e-mail with no account, writing nothing', async () => {
    const admin = fakeAdmin({});
    const { code, output } = await run(['grant', 'nobody@ece.nits.ac.in'], admin);
    expect(code).toBe(1);
    expect(output).toBe(
      'error: No account has the e-mail nobody@ece.nits.ac.in: sign up on the site first.',
    );
    expect(admin.admins).toEqual({});
  });

  it('explains its usage when the arguments are wrong', async () => {
    expect(parseAdminArgs([])).toEqual({ problem: 'Say grant EMAIL, revoke EMAIL or list.' });
    expect(parseAdminArgs(['grant', 'not-an-email'])).toEqual({
      problem: 'Not an e-mail address: not-an-email',
    });
    expect(parseAdminArgs(['list', 'extra'])).toHaveProperty('problem');
    const { code, output } = await run(['promote', 'a@b.c'], fakeAdmin({}));
    expect(code).toBe(1);
    expect(output).toContain('npm run game:admin -- grant EMAIL');
  });

  it('needs credentials, or the RTDB and Auth emulators together, before connecting', async () => {
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in' });
    const real = await run(['list'], admin, {});
    expect(real).toMatchObject({ code: 1, opened: false });
    expect(real.output).toMatch(/^error: Set GOOGLE_APPLICATION_CREDENTIALS/);
    const withoutAuth = { ...emulators, FIREBASE_AUTH_EMULATOR_HOST: undefined };
    const firestoreInstead = { ...withoutAuth, FIRESTORE_EMULATOR_HOST: '127.0.0.1:3' };
    for (const env of [withoutAuth, firestoreInstead]) {
      expect(await run(['grant', 'orga@ece.nits.ac.in'], admin, env)).toMatchObject({
        code: 1,
        opened: false,
        output:
          'error: Set both FIREBASE_DATABASE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither.',
      });
    }
    expect(admin.admins).toEqual({});
  });

  it('names the service it could not reach, in one line, and closes the store', async () => {
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in' });
    const authDown = {
      store: adminStore({
        auth: { getUserByEmail: offline, getUser: offline },
        database: admin.database,
      }),
    };
    const failed = await run(['grant', 'orga@ece.nits.ac.in'], authDown);
    expect(failed).toMatchObject({
      code: 1,
      output: 'error: Could not reach Firebase Auth: connect ECONNREFUSED',
    });
    expect(failed.close).toHaveBeenCalledOnce();

    const database = { ref: () => ({ child: () => ({ set: offline }), get: offline }) };
    const rtdbDown = { store: adminStore({ auth: admin.auth, database }) };
    for (const argv of [['grant', 'orga@ece.nits.ac.in'], ['list']]) {
      expect(await run(argv, rtdbDown)).toMatchObject({
        code: 1,
        output: 'error: Could not reach the Realtime Database: connect ECONNREFUSED',
      });
    }
  });

  it('says in one line which service at which host did not answer in time, for every action', async () => {
    const never = () => new Promise<never>(() => undefined);
    const target = { hosts: { database: '127.0.0.1:1', auth: '127.0.0.1:2' }, timeoutMs: 20 };
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in' });
    const silentDatabase = { ref: () => ({ child: () => ({ set: never }), get: never }) };
    const rtdbSilent = {
      store: adminStore({ auth: admin.auth, database: silentDatabase, target }),
    };
    const rtdbLine = (outcome: string) =>
      `error: The Realtime Database at 127.0.0.1:1 did not answer within 0.02 s. ${outcome}`;
    const mayHave = 'The write may or may not have landed: run the same command again.';
    expect(await run(['list'], rtdbSilent)).toMatchObject({
      code: 1,
      output: rtdbLine('Nothing was written.'),
    });
    for (const action of ['grant', 'revoke']) {
      const stuck = await run([action, 'orga@ece.nits.ac.in'], rtdbSilent);
      expect(stuck).toMatchObject({ code: 1, output: rtdbLine(mayHave) });
      expect(stuck.close).toHaveBeenCalledOnce();
    }

    const silentAuth = { getUserByEmail: never, getUser: never };
    const authSilent = {
      store: adminStore({ auth: silentAuth, database: admin.database, target }),
    };
    const authLine =
      'error: Firebase Auth at 127.0.0.1:2 did not answer within 0.02 s. Nothing was written.';
    for (const argv of [
      ['grant', 'orga@ece.nits.ac.in'],
      ['revoke', 'orga@ece.nits.ac.in'],
    ]) {
      expect(await run(argv, authSilent)).toMatchObject({ code: 1, output: authLine });
    }
    admin.admins.u1 = true;
    expect(await run(['list'], authSilent)).toMatchObject({ code: 1, output: authLine });
    expect(admin.admins).toEqual({ u1: true });
  });

  it('names the host it could not reach when it knows it', async () => {
    const target = { hosts: { database: '127.0.0.1:1', auth: '127.0.0.1:2' }, timeoutMs: 20 };
    const authDown = {
      store: adminStore({
        auth: { getUserByEmail: offline, getUser: offline },
        database: fakeAdmin({}).database,
        target,
      }),
    };
    expect(await run(['grant', 'orga@ece.nits.ac.in'], authDown)).toMatchObject({
      code: 1,
      output: 'error: Could not reach Firebase Auth at 127.0.0.1:2: connect ECONNREFUSED',
    });
  });

  it('lists a deleted account as such, and fails when Auth cannot be reached', async () => {
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in' }, ['u0']);
    await run(['grant', 'orga@ece.nits.ac.in'], admin);
    expect((await run(['list'], admin)).output).toBe('orga@ece.nits.ac.in\nu0 (account deleted)');
    const authDown = {
      store: adminStore({
        auth: { getUserByEmail: offline, getUser: offline },
        database: admin.database,
      }),
    };
    expect(await run(['list'], authDown)).toMatchObject({
      code: 1,
      output: 'error: Could not reach Firebase Auth: connect ECONNREFUSED',
    });
  });
});
