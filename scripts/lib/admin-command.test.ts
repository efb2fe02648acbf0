import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from './admin-command.mjs';
import { adminStore } from './admin-store.mjs';

const emulators = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:2',
  GCLOUD_PROJECT: 'demo-admin',
};

/** firebase-admin's Auth and Database as far as the store uses them, over plain objects. */
function fakeAdmin(accounts: Record<string, string>) {
  const admins: Record<string, boolean> = {};
  const notFound = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth = {
    getUserByEmail: async (email: string) => {
      const uid = Object.keys(accounts).find((id) => accounts[id] === email);
      if (!uid) throw notFound;
      return { uid };
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
  return { admins, store: adminStore({ auth, database }) };
}

async function run(argv: string[], admin: ReturnType<typeof fakeAdmin>) {
  const lines: string[] = [];
  const code = await runAdminCommand({
    argv,
    env: emulators,
    openStore: async () => ({ store: admin.store, close: async () => undefined }),
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(`error: ${line}`),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run game:admin', () => {
  it('grants an account by e-mail as admins/{uid}: true, and revoking removes the entry', async () => {
    const admin = fakeAdmin({ u1: 'orga@ece.nits.ac.in', u2: 'ravi@ece.nits.ac.in' });
    expect(await run(['grant', 'Orga@ece.nits.ac.in'], admin)).toEqual({
      code: 0,
      output: 'orga@ece.nits.ac.in is now an organizer.',
    });
    expect(admin.admins).toEqual({ u1: true });
    expect((await run(['list'], admin)).output).toBe('orga@ece.nits.ac.in');
    expect((await run(['revoke', 'orga@ece.nits.ac.in'], admin)).code).toBe(0);
    expect(admin.admins).toEqual({});
    expect((await run(['list'], admin)).output).toBe('No organizers yet.');
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

  it('needs credentials or the emulators, as the upload does', async () => {
    const lines: string[] = [];
    const code = await runAdminCommand({
      argv: ['list'],
      env: {},
      openStore: async () => {
        throw new Error('must not open');
      },
      log: () => undefined,
      error: (line: string) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/GOOGLE_APPLICATION_CREDENTIALS/);
  });
});
