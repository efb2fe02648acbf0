import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createRestNotesDesk } from '@/backend/firebase/notes-desk-rest.ts';
import { readConfig } from '@/config.ts';
import sample from '@/content/semester-notes.sample.json';
import { describeNotesDeskContract, type DeskMemberKind } from '@/test/notes-desk-port.contract.ts';
import { rejection } from '@/test/rejection.ts';
import { PROJECT_ID, startFirestoreRulesEnvironment } from './emulator-environment.ts';
import { idToken } from './id-token.ts';

/**
 * The site's notes' desk adapter over Firestore's REST API, judged by firestore.rules on the
 * emulator, as the browser sends its requests: each member's claims are the test's to choose.
 */
const DOMAIN = readConfig({}).allowedEmailDomain;
let env: RulesTestEnvironment;
let serial = 0;

beforeAll(async () => {
  env = await startFirestoreRulesEnvironment();
});
afterAll(() => env?.cleanup());

function member(kind: DeskMemberKind) {
  const uid = kind === 'organizer' ? 'orga' : `member${(serial += 1)}`;
  const email = kind === 'verified stranger' ? `${uid}@example.org` : `${uid}@${DOMAIN}`;
  const claims = { sub: uid, email, email_verified: kind !== 'unverified student' };
  return { uid, email, getIdToken: async () => idToken(claims) };
}

describeNotesDeskContract('Firestore REST API on the emulator', async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc('notes/semesters').set({ semesters: sample });
    await context
      .firestore()
      .doc('organizers/orga')
      .set({ email: `orga@${DOMAIN}` });
  });
  return {
    desk: createRestNotesDesk({
      projectId: PROJECT_ID,
      firestoreOrigin: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
    }),
    member: async (kind) => member(kind),
  };
});

it('gives organizers, and only them, the last link check as the nightly job saved it', async () => {
  const checkedAt = new Date('2026-12-01T02:00:00Z');
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc('organizers/orga').set({ organizer: true });
    await context
      .firestore()
      .doc('notes/link-check')
      .set({
        checkedAt,
        links: 12,
        dead: [{ where: 'Fifth, DSP folder', reason: 'not found', sem: 'Fifth' }],
      });
  });
  const desk = createRestNotesDesk({
    projectId: PROJECT_ID,
    firestoreOrigin: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
  });
  expect(await desk.linkCheck(member('organizer'))).toEqual({
    checkedAt: checkedAt.getTime(),
    links: 12,
    dead: [{ where: 'Fifth, DSP folder', reason: 'not found' }],
  });
  expect(await rejection(desk.linkCheck(member('student')))).toBe('PERMISSION_DENIED');
});
