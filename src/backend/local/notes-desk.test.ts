import { describe, expect, it } from 'vitest';
import sample from '@/content/semester-notes.sample.json';
import {
  describeNotesDeskContract,
  SAMPLE_REPORT,
  type DeskMemberKind,
} from '@/test/notes-desk-port.contract.ts';
import { rejection } from '@/test/rejection.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalNotes } from './notes.ts';
import { createLocalNotesDesk } from './notes-desk.ts';
import { localAdmins } from './organizer-list.ts';

const DOMAIN = 'ece.nits.ac.in';
let serial = 0;

/** Accounts as local auth keeps them, by e-mail; only the fields the desk looks at. */
function account(kind: DeskMemberKind) {
  const uid = kind === 'organizer' ? 'orga' : `member${(serial += 1)}`;
  const email = kind === 'verified stranger' ? `${uid}@example.org` : `${uid}@${DOMAIN}`;
  const accounts = JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '{}') as object;
  const emailVerified = kind !== 'unverified student';
  localStorage.setItem(
    ACCOUNTS_KEY,
    JSON.stringify({ ...accounts, [email]: { uid, email, emailVerified } }),
  );
  return { uid, email, getIdToken: async () => `local-token.${uid}` };
}

const makeDesk = (now?: () => number) =>
  createLocalNotesDesk({
    allowedDomain: DOMAIN,
    admins: (storage) => localAdmins(storage, `orga@${DOMAIN}`),
    fetchNotes: async () => sample,
    ...(now ? { now } : {}),
  });

describeNotesDeskContract('local storage', async () => {
  localStorage.clear();
  return { desk: makeDesk(), member: async (kind) => account(kind) };
});

describe('local notes desk', () => {
  it('counts a student’s day from the first report, and a new day takes reports again', async () => {
    localStorage.clear();
    let now = Date.parse('2026-03-01T10:00:00Z');
    const desk = makeDesk(() => now);
    const student = account('student');
    for (let sent = 0; sent < 5; sent += 1) await desk.report(student, SAMPLE_REPORT);
    now += 23 * 3600e3;
    expect(await rejection(desk.report(student, SAMPLE_REPORT))).toBe('RESOURCE_EXHAUSTED');
    now += 3600e3;
    expect(await rejection(desk.report(student, SAMPLE_REPORT))).toBe('resolved');
  });

  it('serves the notes an organizer published here to a student, over the sample file', async () => {
    localStorage.clear();
    const desk = makeDesk();
    const organizer = account('organizer');
    const student = account('student');
    const { notes, version } = await desk.readPublished(organizer);
    const renamed = notes.map((semester, index) =>
      index === 0 ? { ...semester, courseStructure: 'https://example.org/new' } : semester,
    );
    await desk.publish(organizer, { notes: renamed, basedOn: version, what: 'New structure' });
    const reader = createLocalNotes({ allowedDomain: DOMAIN, fetchNotes: async () => sample });
    expect((await reader.getSemesterNotes(student))[0]?.courseStructure).toBe(
      'https://example.org/new',
    );
  });
});
