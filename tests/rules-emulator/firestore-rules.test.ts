import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFirestoreRulesEnvironment } from './emulator-environment.ts';

/** request.time is the emulator's clock, the same machine's clock as Date.now(). */
const SECOND = 1000;
const riddle = (qNo: string, opensAt?: unknown) => ({
  qNo,
  question: `Riddle ${qNo}`,
  ...(opensAt === undefined ? {} : { opensAt }),
});
const until = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now()) + 50));

describe('firestore.rules on the Cloud Firestore emulator', () => {
  let env: RulesTestEnvironment;
  const visitor = () => env.unauthenticatedContext().firestore();
  const player = () => env.authenticatedContext('player').firestore();

  async function seed(path: string, data: object): Promise<void> {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc(path).set(data));
  }

  beforeAll(async () => {
    // Every refusal below is expected; the SDK would log each one as a warning.
    setLogLevel('silent');
    env = await startFirestoreRulesEnvironment();
    await env.clearFirestore();
    await seed('questions/1', riddle('1', Timestamp.fromMillis(Date.now() - 60 * SECOND)));
    await seed('questions/2', riddle('2'));
    await seed('questions/3', riddle('3', Date.now() - 60 * SECOND));
    await seed('questions/4', riddle('4', serverTimestamp()));
  });
  afterAll(() => env?.cleanup());

  it('lets anyone read a riddle whose opensAt has passed', async () => {
    await assertSucceeds(visitor().doc('questions/1').get());
    await assertSucceeds(player().doc('questions/1').get());
  });

  it('lets a riddle be read from the instant stamped as its opensAt', async () => {
    await assertSucceeds(visitor().doc('questions/4').get());
  });

  it('refuses a riddle one second before its opensAt, and opens it when the time comes', async () => {
    const opensAt = Date.now() + SECOND;
    await seed('questions/5', riddle('5', Timestamp.fromMillis(opensAt)));
    await assertFails(visitor().doc('questions/5').get());
    await assertFails(player().doc('questions/5').get());
    await until(opensAt);
    await assertSucceeds(visitor().doc('questions/5').get());
  });

  it('never shows a riddle without opensAt, or with an opensAt that is not a Timestamp', async () => {
    await assertFails(visitor().doc('questions/2').get());
    await assertFails(player().doc('questions/2').get());
    await assertFails(player().doc('questions/3').get());
  });

  it('serves a riddle holding every field an upload writes, and nothing else', async () => {
    const opened = Timestamp.fromMillis(Date.now() - 60 * SECOND);
    const full = { ...riddle('6', opened), image: '/cos/6.webp', audio: '/cos/6.mp3' };
    await seed('questions/6', full);
    await assertSucceeds(visitor().doc('questions/6').get());
  });

  it.each([
    ['an old plaintext answer', { answer: 'ohm' }],
    ["an older upload's answerHash", { answerHash: 'ab12' }],
    ['accepted spellings', { accept: ['ohms'] }],
    ['a proof', { proof: 'f'.repeat(64) }],
    ['hints and a solution', { hints: [{ after: 10, text: 'Unit' }], solution: 'ohm' }],
    ['an empty answer', { answer: '' }],
  ])('never serves an open riddle that holds %s', async (_, extra) => {
    const opened = Timestamp.fromMillis(Date.now() - 60 * SECOND);
    await seed('questions/7', { ...riddle('7', opened), ...extra });
    await assertFails(visitor().doc('questions/7').get());
    await assertFails(player().doc('questions/7').get());
  });

  it('refuses a query that could return a riddle the reader may not see', async () => {
    await assertFails(player().collection('questions').where('qNo', '==', '1').get());
  });

  it('lets no client write a riddle, signed in or not', async () => {
    await assertFails(
      player()
        .doc('questions/1')
        .set(riddle('1', Timestamp.fromMillis(0))),
    );
    await assertFails(
      player()
        .doc('questions/9')
        .set(riddle('9', Timestamp.fromMillis(0))),
    );
    await assertFails(player().doc('questions/1').update({ question: 'mine' }));
    await assertFails(player().doc('questions/1').delete());
    await assertFails(visitor().doc('questions/1').update({ question: 'mine' }));
  });

  it('denies every other collection, to read and to write', async () => {
    await seed('teams/alpha', { score: 10 });
    await assertFails(player().doc('teams/alpha').get());
    await assertFails(visitor().doc('teams/alpha').get());
    await assertFails(player().doc('teams/alpha').set({ score: 210 }));
    await assertFails(player().doc('questions/1/hints/1').get());
  });
});
