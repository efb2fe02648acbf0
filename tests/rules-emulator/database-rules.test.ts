import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { answers, SERVER_TIME, startRulesEnvironment } from './emulator-environment.ts';

const TEAM = 'user/tesla coils';
const PROOF_1 = 'proofs/tesla coils/1';

function newTeam(owner: string) {
  return {
    teamName: 'Tesla Coils',
    question: 1,
    score: 0,
    owner,
    startedAt: SERVER_TIME,
    timestamp: SERVER_TIME,
  };
}

const advanceTo2 = { question: 2, score: 10, timestamp: SERVER_TIME };

describe('database.rules.json on the Realtime Database emulator', () => {
  let env: RulesTestEnvironment;
  const owner = () => env.authenticatedContext('owner').database();
  const stranger = () => env.authenticatedContext('stranger').database();

  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  afterAll(() => env?.cleanup());

  beforeEach(async () => {
    await env.clearDatabase();
    await env.withSecurityRulesDisabled((context) =>
      context.database().ref('answers').set(answers),
    );
  });

  it('creates a team once, for its owner only', async () => {
    await assertFails(env.unauthenticatedContext().database().ref(TEAM).set(newTeam('owner')));
    await assertFails(stranger().ref(TEAM).set(newTeam('owner')));
    await assertFails(
      owner()
        .ref(TEAM)
        .set({ ...newTeam('owner'), score: 10 }),
    );
    await assertSucceeds(owner().ref(TEAM).set(newTeam('owner')));
    await assertFails(owner().ref(TEAM).set(newTeam('owner')));
    await assertFails(stranger().ref(TEAM).set(newTeam('stranger')));
  });

  it('advances only with the proof, by one question and 10 points, never deleted', async () => {
    await assertSucceeds(owner().ref(TEAM).set(newTeam('owner')));
    await assertFails(owner().ref(TEAM).update(advanceTo2));
    await assertFails(owner().ref(PROOF_1).set(answers['2']));
    await assertFails(stranger().ref(PROOF_1).set(answers['1']));
    await assertSucceeds(owner().ref(PROOF_1).set(answers['1']));
    await assertFails(owner().ref(PROOF_1).set(answers['1']));
    await assertFails(stranger().ref(TEAM).update(advanceTo2));
    await assertFails(
      owner()
        .ref(TEAM)
        .update({ ...advanceTo2, score: 20 }),
    );
    await assertFails(
      owner()
        .ref(TEAM)
        .update({ ...advanceTo2, question: 3 }),
    );
    await assertFails(
      owner()
        .ref(TEAM)
        .update({ ...advanceTo2, bonus: 1 }),
    );
    await assertFails(
      owner()
        .ref(TEAM)
        .update({ ...advanceTo2, teamName: 'Other' }),
    );
    await assertSucceeds(owner().ref(TEAM).update(advanceTo2));
    await assertFails(owner().ref(TEAM).remove());
  });

  it('refuses an advance after the 60 minutes', async () => {
    const longAgo = Date.now() - 2 * 3_600_000;
    await env.withSecurityRulesDisabled(async (context) => {
      const started = { ...newTeam('owner'), startedAt: longAgo, timestamp: longAgo };
      await context.database().ref(TEAM).set(started);
      await context.database().ref(PROOF_1).set(answers['1']);
    });
    await assertFails(owner().ref(TEAM).update(advanceTo2));
  });

  it('keeps answers and proofs closed, the team list open', async () => {
    await assertFails(owner().ref('answers').get());
    await assertFails(owner().ref('answers/1').set('mine'));
    await assertFails(owner().ref('proofs').get());
    await assertSucceeds(env.unauthenticatedContext().database().ref('user').get());
  });
});
