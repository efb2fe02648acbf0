import { expect, it } from 'vitest';
import { memoryNightStore } from '../../scripts/common/night-store-test-utils.ts';
import { runScheduleCommand } from '../../scripts/game-schedule/schedule-command.ts';

/**
 * `npm run game:schedule -- --teams N` against the Auth emulator that `npm run test:integration`
 * starts: the emulator implements the Identity Toolkit admin API's config, so it takes the quota
 * step's PATCH (its update mask and body) and reads the quota back as the real API does. The
 * databases are in memory; only the quota goes over the network.
 */
it('sets the sign-up quota on the Auth emulator and reads it back', async () => {
  const { store } = memoryNightStore({}, {});
  const lines: string[] = [];
  const code = await runScheduleCommand({
    argv: ['--opens', '2030-12-05T18:00+05:30', '--hours', '2', '--teams', '300'],
    withBank: false,
    env: {
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
      FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:2',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      GCLOUD_PROJECT: 'demo-ecs',
    },
    openStore: async () => ({ store, close: async () => undefined }),
    log: (line) => lines.push(line),
    error: (line) => lines.push(`ERROR ${line}`),
    now: () => Date.parse('2030-12-04T12:00:00Z'),
  });
  expect(lines.at(-1)).toMatch(
    /^Set the sign-up quota on the Auth emulator at .+: 600 new accounts an hour per IP address, Thu 5 Dec 2030, 17:45 \(\+05:30\) to 20:00\. Read back from the config: the same\.$/,
  );
  expect(code).toBe(0);
});
