import { readFileSync } from 'node:fs';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startLoopbackDatabase } from '../loopback/loopback-database.ts';
import { memoryNightStore } from '../../scripts/common/night-store-test-utils.ts';
import { adminNightStore } from '../../scripts/common/night-store.ts';
import {
  loopbackAdmin,
  OPENS_AFTER_MS,
  openSampleNight,
  SAMPLE_NIGHT_HOURS,
} from './sample-night.ts';

const bank: unknown = JSON.parse(
  readFileSync(new URL('../../src/content/cos-questions.sample.json', import.meta.url), 'utf8'),
);
const now = Date.UTC(2026, 11, 5, 12, 30, 15, 250);

describe('the sample night of npm run emulators', () => {
  it('uploads the sample bank for a night that opens a second from now and lasts two hours', async () => {
    const { database, firestore, store } = memoryNightStore({}, {});
    const opened = await openSampleNight(store, bank, now);
    expect(opened.problem).toBeUndefined();
    const opensAt = now + OPENS_AFTER_MS;
    expect(database.tree()).toMatchObject({
      game: { schedule: { opensAt, closesAt: opensAt + SAMPLE_NIGHT_HOURS * 3_600_000 } },
    });
    const count = (bank as unknown[]).length;
    expect(Object.keys((database.tree() as { answers: object }).answers)).toHaveLength(count);
    expect(Object.keys(firestore.docs)).toHaveLength(count);
    expect(firestore.docs['1']?.opensAt).toEqual(Timestamp.fromMillis(opensAt));
    expect(opened.said).toMatch(/^Uploaded 21 riddles with their proofs\. Game night: .+\.$/);
  });

  it('writes nothing when the databases hold another night', async () => {
    const held = { opensAt: now + 86_400_000, closesAt: now + 90_000_000 };
    const { database, store } = memoryNightStore({ game: { schedule: held } }, {});
    const opened = await openSampleNight(store, bank, now);
    expect(opened.problem).toMatch(/already hold another night/);
    expect(database.tree()).toEqual({ game: { schedule: held } });
  });

  it('refuses a bank that is not valid, naming the problem', async () => {
    const { store } = memoryNightStore({}, {});
    expect((await openSampleNight(store, [{ qNo: '1' }], now)).problem).toMatch(
      /^The sample question bank is not valid:\n- /,
    );
  });

  it('writes the loopback database past its rules, where the site then reads the night', async () => {
    const loopback = await startLoopbackDatabase();
    try {
      const { firestore } = memoryNightStore({}, {});
      const database = loopbackAdmin(loopback);
      const store = adminNightStore({ firestore, database, Timestamp, FieldValue });
      expect((await openSampleNight(store, bank, now)).problem).toBeUndefined();
      const read = await fetch(new URL('/game/schedule.json', loopback.databaseURL));
      expect(await read.json()).toEqual({
        opensAt: now + OPENS_AFTER_MS,
        closesAt: now + OPENS_AFTER_MS + SAMPLE_NIGHT_HOURS * 3_600_000,
      });
      expect((await database.ref('answers/1').get()).val()).toEqual(expect.any(String));
    } finally {
      await loopback.close();
    }
  });
});
