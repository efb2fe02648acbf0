import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '@/config.ts';
import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '@/content/notes-desk.ts';
import sample from '@/content/semester-notes.sample.json';
import { startFirestoreRulesEnvironment } from './emulator-environment.ts';

const DOMAIN = readConfig({}).allowedEmailDomain;
const place = {
  sem: 'Fifth',
  subjectId: 'digital-signal-processing',
  subject: 'Digital Signal Processing',
};
const report = { ...place, itemId: 'dsp-notes', item: 'DSP notes', reason: 'dead', text: '' };
const suggestion = {
  ...place,
  kind: 'pyq',
  title: 'End semester paper',
  year: '2024',
  link: 'https://drive.example.org/pyq-2024',
  credit: 'Asha',
};

describe('firestore.rules: reports, suggestions and the organizers’ changes', () => {
  let env: RulesTestEnvironment;
  let serial = 0;
  // rules-unit-testing types its Firestore as the compat SDK's; the modular functions take it.
  const as = (uid: string, claims: Record<string, unknown>) =>
    env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
  const student = (uid = `student${(serial += 1)}`) =>
    as(uid, { email: `${uid}@${DOMAIN}`, email_verified: true });
  const organizer = () => as('orga', { email: `orga@${DOMAIN}`, email_verified: true });
  const seed = (path: string, data: object) =>
    env.withSecurityRulesDisabled((context) => context.firestore().doc(path).set(data));

  /** A report or suggestion with the student's count bumped beside it, as the site sends it. */
  async function send(
    db: Firestore,
    uid: string,
    kind: 'report' | 'suggestion',
    body: object = kind === 'report' ? report : suggestion,
  ): Promise<void> {
    const [name, field, last] =
      kind === 'report'
        ? ['noteReports', 'reports', 'lastReport']
        : ['noteSuggestions', 'suggestions', 'lastSuggestion'];
    const entry = doc(collection(db, name));
    const quotaRef = doc(db, `noteQuotas/${uid}`);
    const quota = (await getDoc(quotaRef)).data();
    const batch = writeBatch(db);
    batch.set(entry, {
      by: uid,
      at: serverTimestamp(),
      state: kind === 'report' ? 'open' : 'waiting',
      ...body,
    });
    if (quota) batch.update(quotaRef, { [field]: Number(quota[field]) + 1, [last]: entry.id });
    else {
      batch.set(quotaRef, {
        window: serverTimestamp(),
        reports: 0,
        suggestions: 0,
        [field]: 1,
        [last]: entry.id,
      });
    }
    await batch.commit();
  }

  beforeAll(async () => {
    setLogLevel('silent');
    env = await startFirestoreRulesEnvironment();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed('notes/semesters', { semesters: sample });
    await seed('organizers/orga', { since: 1 });
    await seed('noteReports/seeded', { ...report, by: 'someone', state: 'open' });
    await seed('noteSuggestions/theirs', { ...suggestion, by: 'someone', state: 'waiting' });
  });
  afterAll(() => env?.cleanup());

  it('keeps the daily numbers of src/content/notes-desk.ts', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`bumps('reports', ${DAILY_REPORTS},`);
    expect(rules).toContain(`bumps('suggestions', ${DAILY_SUGGESTIONS},`);
  });

  it('lets a verified student report a problem and suggest an item, counted', async () => {
    await assertSucceeds(send(student('asha'), 'asha', 'report'));
    await assertSucceeds(send(student('asha'), 'asha', 'suggestion'));
  });

  it('refuses a report or suggestion that does not bump the day’s count', async () => {
    const db = student('asha');
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'noteReports/r1'), {
          ...report,
          by: 'asha',
          at: serverTimestamp(),
          state: 'open',
        })
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'noteSuggestions/s1'), {
          ...suggestion,
          by: 'asha',
          at: serverTimestamp(),
          state: 'waiting',
        })
        .set(doc(db, 'noteQuotas/asha'), {
          window: serverTimestamp(),
          reports: 1,
          suggestions: 0,
          lastReport: 's1',
        })
        .commit(),
    );
  });

  it(`refuses a flood: report ${DAILY_REPORTS + 1} and suggestion ${DAILY_SUGGESTIONS + 1} of a day`, async () => {
    const db = student('flood');
    for (let sent = 0; sent < DAILY_REPORTS; sent += 1) await send(db, 'flood', 'report');
    await assertFails(send(db, 'flood', 'report'));
    for (let sent = 0; sent < DAILY_SUGGESTIONS; sent += 1) await send(db, 'flood', 'suggestion');
    await assertFails(send(db, 'flood', 'suggestion'));
  });

  it('refuses a report in another name, a forged time, a state other than open, a bad field', async () => {
    const bad = [
      { ...report, by: 'someone' },
      { ...report, at: Timestamp.fromMillis(Date.now() - 60_000) },
      { ...report, state: 'fixed' },
      { ...report, reason: 'spam' },
      { ...report, text: 'x'.repeat(141) },
      { ...report, sem: 'Ninth' },
      { ...report, extra: true },
    ];
    for (const body of bad) {
      await assertFails(send(student('asha'), 'asha', 'report', body));
    }
    await assertFails(
      send(student('asha'), 'asha', 'suggestion', { ...suggestion, link: 'http://x.org/a' }),
    );
    await assertFails(send(student('asha'), 'asha', 'suggestion', { ...suggestion, year: '24' }));
  });

  it('refuses a student the reports, others’ suggestions and the published notes’ writes', async () => {
    const db = student('asha');
    await assertFails(getDoc(doc(db, 'noteReports/seeded')));
    await assertFails(getDocs(collection(db, 'noteReports')));
    await assertFails(getDoc(doc(db, 'noteSuggestions/theirs')));
    await assertFails(getDocs(collection(db, 'noteSuggestions')));
    await assertFails(getDocs(collection(db, 'noteHistory')));
    await assertFails(updateDoc(doc(db, 'noteReports/seeded'), { state: 'fixed' }));
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'notes/semesters'), { semesters: sample, changeId: 'c1' })
        .set(doc(db, 'noteHistory/c1'), {
          by: 'asha',
          email: `asha@${DOMAIN}`,
          at: serverTimestamp(),
          what: 'Mine',
        })
        .commit(),
    );
  });

  it('lets a student read their own suggestions and their state, one by one or all', async () => {
    const db = student('asha');
    await send(db, 'asha', 'suggestion');
    const mine = await assertSucceeds(
      getDocs(query(collection(db, 'noteSuggestions'), where('by', '==', 'asha'))),
    );
    expect(mine.size).toBe(1);
    await assertSucceeds(getDoc(doc(db, `noteSuggestions/${mine.docs[0]?.id}`)));
  });

  it('refuses an unverified address, another domain, and an organizer not verified', async () => {
    const unverified = as('ravi', { email: `ravi@${DOMAIN}`, email_verified: false });
    const stranger = as('mallory', { email: 'mallory@example.org', email_verified: true });
    await assertFails(send(unverified, 'ravi', 'report'));
    await assertFails(send(stranger, 'mallory', 'suggestion'));
    const sleepy = as('orga', { email: `orga@${DOMAIN}`, email_verified: false });
    await assertFails(getDocs(collection(sleepy, 'noteReports')));
  });

  it('lets an organizer read, fix, decline with a reason, and accept with a history entry', async () => {
    const db = organizer();
    await assertSucceeds(
      getDocs(query(collection(db, 'noteReports'), where('state', '==', 'open'))),
    );
    await assertSucceeds(getDocs(collection(db, 'noteSuggestions')));
    await assertSucceeds(
      updateDoc(doc(db, 'noteReports/seeded'), {
        state: 'fixed',
        fixedBy: 'orga',
        fixedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(doc(db, 'noteSuggestions/theirs'), { state: 'declined' }));
    await assertSucceeds(
      updateDoc(doc(db, 'noteSuggestions/theirs'), {
        state: 'declined',
        reason: 'Already in the folder',
        decidedBy: 'orga',
        decidedAt: serverTimestamp(),
      }),
    );
    const history = (id: string) => ({
      by: 'orga',
      email: `orga@${DOMAIN}`,
      at: serverTimestamp(),
      what: `Change ${id}`,
    });
    await assertSucceeds(
      writeBatch(db)
        .set(doc(db, 'notes/semesters'), { semesters: sample, changeId: 'c1' })
        .set(doc(db, 'noteHistory/c1'), history('c1'))
        .update(doc(db, 'noteSuggestions/theirs'), { state: 'accepted', reason: '' })
        .commit(),
    );
    await assertSucceeds(getDocs(collection(db, 'noteHistory')));
    // A change without its history entry, or reusing an entry, is refused.
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'notes/semesters'), { semesters: sample, changeId: 'c2' })
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'notes/semesters'), { semesters: sample, changeId: 'c1' })
        .set(doc(db, 'noteHistory/c1'), history('c1'))
        .commit(),
    );
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'notes/semesters'), { semesters: sample, changeId: 'c3' })
        .set(doc(db, 'noteHistory/c3'), { ...history('c3'), by: 'someone' })
        .commit(),
    );
  });
});
