import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readConfig } from '@/config.ts';
import sample from '@/content/semester-notes.sample.json';
import { startFirestoreRulesEnvironment } from './emulator-environment.ts';

/** The department's domain, as the site's sign-up form takes it: firestore.rules must agree. */
const DOMAIN = readConfig({}).allowedEmailDomain;
const NOTES = 'notes/semesters';

describe('firestore.rules: the semester notes, on the Cloud Firestore emulator', () => {
  let env: RulesTestEnvironment;
  const as = (claims: Record<string, unknown>, uid = 'member') =>
    env.authenticatedContext(uid, claims).firestore();
  const student = () => as({ email: `asha@${DOMAIN}`, email_verified: true });

  beforeAll(async () => {
    // Every refusal below is expected; the SDK would log each one as a warning.
    setLogLevel('silent');
    env = await startFirestoreRulesEnvironment();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(NOTES).set({ semesters: sample });
      await context.firestore().doc('notes/drafts').set({ semesters: sample });
    });
  });
  afterAll(() => env?.cleanup());

  it(`lets a verified address at ${DOMAIN} read them, in any letter case`, async () => {
    await assertSucceeds(student().doc(NOTES).get());
    const shouting = `ASHA@${DOMAIN.toUpperCase()}`;
    await assertSucceeds(as({ email: shouting, email_verified: true }).doc(NOTES).get());
  });

  it.each([
    ['an unverified address at the domain', { email: `ravi@${DOMAIN}`, email_verified: false }],
    ['an address at the domain with no word on verification', { email: `ravi@${DOMAIN}` }],
    [
      'a verified address at another domain',
      { email: 'mallory@example.org', email_verified: true },
    ],
    ['a verified sub-domain', { email: `mallory@evil.${DOMAIN}`, email_verified: true }],
    ['a verified look-alike domain', { email: `mallory@${DOMAIN}.evil.org`, email_verified: true }],
    [
      'a verified address with the domain in its name',
      { email: `${DOMAIN}@evil.org`, email_verified: true },
    ],
    ['an anonymous player', { firebase: { sign_in_provider: 'anonymous', identities: {} } }],
  ])('refuses %s', async (_, claims) => {
    await assertFails(as(claims).doc(NOTES).get());
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc(NOTES).get());
  });

  it('refuses a query, and any other document, even to a verified student', async () => {
    await assertFails(student().collection('notes').get());
    await assertFails(student().doc('notes/drafts').get());
    // The link check's list of dead links (npm run notes:check-links --save) holds links too.
    await assertFails(student().doc('notes/link-check').get());
    await assertFails(student().doc('notes/link-check').set({ links: 0, dead: [] }));
  });

  it('lets no client write them, a verified student included', async () => {
    await assertFails(student().doc(NOTES).set({ semesters: [] }));
    await assertFails(student().doc(NOTES).update({ semesters: [] }));
    await assertFails(student().doc(NOTES).delete());
    await assertFails(student().doc('notes/mine').set({ semesters: sample }));
  });
});
