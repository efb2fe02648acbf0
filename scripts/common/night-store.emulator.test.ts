import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../lab/emulators/emulator-service.ts';
import { gcloudInstalled, startFirestoreEmulator } from '../../lab/emulators/firestore-emulator.ts';
import { later, night, opensAt, uploads } from './night-test-fixtures.ts';
import { memoryDatabase } from './night-store-test-utils.ts';
import { adminNightStore, startNewNight, writeSchedule } from './night-store.ts';

/**
 * The Firestore half of the night scripts against the real Cloud Firestore emulator
 * (gcloud SDK, Java 17 is enough), started and stopped here. RTDB has no emulator on
 * this machine, so that half is an in-memory fake (night-store-test-utils.ts).
 */
const PROJECT = 'demo-night-scripts';
const gcloud = gcloudInstalled();
// CI must judge the Firestore half; a developer's machine without gcloud skips it and says so.
if (!gcloud && process.env.CI) {
  throw new Error('gcloud not found: CI runs the night scripts on the Firestore emulator.');
}
if (!gcloud)
  console.info('gcloud not found: skipping the night scripts on the Firestore emulator.');

describe.skipIf(!gcloud)('the night scripts on the Firestore emulator', () => {
  let emulator: RunningService;
  let app: App;
  let firestore: Firestore;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    // The emulator needs no credentials: skip the probe for a cloud metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    app = initializeApp({ projectId: PROJECT }, 'night-store-emulator');
    firestore = getFirestore(app);
  }, 150_000);

  afterAll(async () => {
    if (app) await deleteApp(app);
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.METADATA_SERVER_DETECTION;
    await emulator?.stop();
  }, 20_000);

  beforeEach(async () => {
    const documents = `http://${emulator.host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`;
    await fetch(documents, { method: 'DELETE' });
  });

  const questions = () => firestore.collection('questions');
  const read = async (id: string) => (await questions().doc(id).get()).data();
  const base = { offsetMinutes: 330, replace: false, now: opensAt - 60_000 };
  const opening = Timestamp.fromMillis(opensAt);
  const replacingLive = { ...base, replaceLive: true, schedule: night, uploads };
  const storeOver = (tree: Record<string, unknown>) => {
    const database = memoryDatabase(tree);
    return { database, store: adminNightStore({ firestore, database, Timestamp, FieldValue }) };
  };

  it('stamps every riddle with a Timestamp for game:schedule, dropping answerHash', async () => {
    await questions().doc('1').set({ qNo: '1', question: 'old', answerHash: 'old-hash' });
    await questions().doc('8').set({ qNo: '8', question: 'old', answer: 'ohm' });
    const { store } = storeOver({});
    const plan = await writeSchedule(store, { ...base, schedule: night, uploads: null });
    expect(plan.problem).toBeUndefined();
    expect(await read('1')).toEqual({ qNo: '1', question: 'old', opensAt: opening });
    expect(await read('8')).toEqual({ qNo: '8', question: 'old', answer: 'ohm', opensAt: opening });
  });

  it('replaces uploaded riddles whole, and removes those its bank leaves out with their secrets and help', async () => {
    await questions().doc('1').set({ qNo: '1', question: 'old', answerHash: 'old-hash' });
    await questions().doc('9').set({ qNo: '9', question: 'last year', opensAt: opening });
    await questions().doc('8').set({ qNo: '8', question: 'old', answer: 'ohm' });
    const { database, store } = storeOver({
      answers: { '1': 'p1', '9': 'p9' },
      alternatives: { '9': { a9: true } },
      aids: { '9': { hints: [5], solution: true } },
      hints: { '9': { 1: { after: 5, text: 'a hint' } } },
      nudges: { '9': { n9: 'close' } },
      solutions: { '9': 'the solution' },
    });

    const refused = await writeSchedule(store, { ...base, schedule: night, uploads });
    expect(refused.problem).toMatch(/removes riddle 9, which the bank leaves out/);
    const plan = await writeSchedule(store, replacingLive);
    expect(plan.problem).toBeUndefined();
    expect(await read('1')).toEqual({ qNo: '1', question: 'I resist.', opensAt: opening });
    expect(await read('2')).toMatchObject({ audio: '/a.mp3', opensAt: opening });
    expect(await read('9')).toBeUndefined();
    expect(await read('8')).toBeUndefined();
    expect(database.tree()).toEqual({
      answers: { '1': 'p1', '2': 'p2' },
      alternatives: { '1': { a1: true } },
      game: { schedule: night },
    });
    expect(await store.readQuestions()).toEqual(['1', '2'].map((id) => ({ id, opensAt })));
  });

  it('refuses another night without --replace, changing nothing, and moves it with --replace', async () => {
    const { store } = storeOver({});
    await writeSchedule(store, { ...base, schedule: night, uploads });

    const refused = await writeSchedule(store, { ...base, schedule: later, uploads: null });
    expect(refused.problem).toMatch(/questions\/1, questions\/2 open at Sat 5 Dec 2026, 18:00/);
    expect((await read('1'))?.opensAt).toEqual(opening);

    const moved = await writeSchedule(store, {
      ...base,
      replace: true,
      schedule: later,
      uploads: null,
    });
    expect(moved.problem).toBeUndefined();
    expect(await store.readQuestions()).toEqual(
      ['1', '2'].map((id) => ({ id, opensAt: later.opensAt })),
    );
    expect(await store.readSchedule()).toEqual(later);
  });

  it('treats an opensAt that is not a Timestamp as another night', async () => {
    await questions().doc('3').set({ qNo: '3', question: 'q', opensAt: '2026-12-05' });
    const { store } = storeOver({});
    expect(await store.readQuestions()).toEqual([{ id: '3', opensAt: NaN }]);
    const refused = await writeSchedule(store, { ...base, schedule: night, uploads: null });
    expect(refused.problem).toMatch(/questions\/3 open at not a timestamp/);
  });

  it("replaces a riddle's spellings whole with --replace-live, so an older upload's do not survive", async () => {
    const { database, store } = storeOver({
      answers: { '1': 'p1', '2': 'p2' },
      alternatives: { '1': { a1: true, old1: true }, '2': { old2: true } },
    });
    const refused = await writeSchedule(store, { ...base, schedule: night, uploads });
    expect(refused.problem).toMatch(/riddles 1, 2\. Nothing was written\..*--replace-live/);
    expect((await questions().get()).size).toBe(0);

    const plan = await writeSchedule(store, replacingLive);
    expect(plan.problem).toBeUndefined();
    expect(database.tree()).toEqual({
      answers: { '1': 'p1', '2': 'p2' },
      alternatives: { '1': { a1: true } },
      game: { schedule: night },
    });
    expect(Object.keys((await read('1')) ?? {}).sort()).toEqual(['opensAt', 'qNo', 'question']);
  });

  it('starts a new night clearing device codes and evictions with the teams, keeping the bank', async () => {
    await questions().doc('1').set({ qNo: '1', question: 'q', opensAt: opening });
    const { database, store } = storeOver({
      admins: { 'uid-org': true },
      answers: { '1': 'p1' },
      alternatives: { '1': { a1: true } },
      devices: { ABCDEF: 'uid-a' },
      evicted: { 'uid-b': 'squat' },
      owners: { 'uid-a': 'alpha' },
      game: { schedule: night, frozenAt: opensAt },
    });
    const request = { schedule: later, offsetMinutes: 330, force: false, now: night.closesAt };
    const plan = await startNewNight(store, { ...request, dryRun: false });
    expect(plan.problem).toBeUndefined();
    expect(database.tree()).toEqual({
      admins: { 'uid-org': true },
      answers: { '1': 'p1' },
      alternatives: { '1': { a1: true } },
      game: { schedule: later },
    });
    expect(await store.readQuestions()).toEqual([{ id: '1', opensAt: later.opensAt }]);
  });
});
