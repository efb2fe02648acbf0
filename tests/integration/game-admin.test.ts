import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAdminCommand } from '../../scripts/game-admin/admin-command.ts';
import { adminStore, type AdminsDatabase } from '../../scripts/game-admin/admin-store.ts';

/**
 * `npm run game:admin -- grant` against the Auth emulator that `npm run test:integration`
 * starts: a stranger who signed up first with an organizer's address is refused until the
 * address is verified. The organizers' list is an in-memory `admins/`.
 */
let app: App;
const admins: Record<string, true> = {};
const database: AdminsDatabase = {
  ref: () => ({
    child: (uid: string) => ({
      set: async (value: true | null) => {
        if (value === null) delete admins[uid];
        else admins[uid] = value;
      },
    }),
    get: async () => ({ val: () => ({ ...admins }) }),
  }),
};

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-ecs' }, 'game-admin-test');
});
afterAll(() => deleteApp(app));

async function grant(email: string): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const store = adminStore({ auth: getAuth(app), database });
  const code = await runAdminCommand({
    argv: ['grant', email],
    env: {
      FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:1',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      GCLOUD_PROJECT: 'demo-ecs',
    },
    openStore: async () => ({ store, close: async () => undefined }),
    log: (line) => lines.push(line),
    error: (line) => lines.push(`error: ${line}`),
  });
  return { code, output: lines.join('\n') };
}

it('grants an address only once its owner has verified it', async () => {
  const email = `orga${Date.now()}@ece.nits.ac.in`;
  const { uid } = await getAuth(app).createUser({ email, password: 'secret1' });
  const refused = await grant(email);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(new RegExp(`^error: ${email} is not verified: `));
  expect(admins[uid]).toBeUndefined();

  await getAuth(app).updateUser(uid, { emailVerified: true });
  expect(await grant(email)).toEqual({ code: 0, output: `${email} is now an organizer.` });
  expect(admins[uid]).toBe(true);
});
