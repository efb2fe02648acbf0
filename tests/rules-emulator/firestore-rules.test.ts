import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startRulesEnvironment } from './emulator-environment.ts';

describe('firestore.rules on the Firestore emulator', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await startRulesEnvironment();
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc('questions/1').set({ qNo: '1', question: 'q', answerHash: 'ab' }),
    );
  });
  afterAll(() => env?.cleanup());

  it('lets anyone read the questions', async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertSucceeds(visitor.doc('questions/1').get());
    await assertSucceeds(visitor.collection('questions').where('qNo', '==', '1').get());
  });

  it('lets no client write the questions, signed in or not', async () => {
    const player = env.authenticatedContext('player').firestore();
    await assertFails(player.doc('questions/1').set({ qNo: '1', question: 'mine' }));
    await assertFails(player.doc('questions/2').set({ qNo: '2', question: 'new' }));
    await assertFails(player.doc('questions/1').delete());
    await assertFails(env.unauthenticatedContext().firestore().doc('questions/1').update({ a: 1 }));
  });

  it('denies every other collection', async () => {
    const player = env.authenticatedContext('player').firestore();
    await assertFails(player.doc('teams/alpha').get());
    await assertFails(player.doc('teams/alpha').set({ score: 210 }));
  });
});
