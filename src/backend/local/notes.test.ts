import { describe, expect, it } from 'vitest';
import sample from '@/content/semester-notes.sample.json';
import { describeNotesPortContract, type ReaderKind } from '@/test/notes-port.contract.ts';
import { rejection } from '@/test/rejection.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalNotes } from './notes.ts';

const EMAILS: Record<ReaderKind, string> = {
  'verified student': 'asha@ece.nits.ac.in',
  'unverified student': 'ravi@ece.nits.ac.in',
  'verified stranger': 'mallory@example.org',
};

/** Accounts as local auth keeps them, by e-mail; only the fields the notes look at. */
function saveAccount(email: string, account: { uid: string; emailVerified: boolean }): void {
  const accounts = JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '{}') as object;
  localStorage.setItem(
    ACCOUNTS_KEY,
    JSON.stringify({ ...accounts, [email]: { email, ...account } }),
  );
}

let serial = 0;

describeNotesPortContract('local storage', async () => {
  localStorage.clear();
  const emails = new Map<string, string>();
  return {
    notes: createLocalNotes({ allowedDomain: 'ece.nits.ac.in', fetchNotes: async () => sample }),
    async reader(kind) {
      const uid = `reader${(serial += 1)}`;
      emails.set(uid, EMAILS[kind]);
      saveAccount(EMAILS[kind], { uid, emailVerified: kind !== 'unverified student' });
      return { uid, getIdToken: async () => `local-token.${uid}` };
    },
    async verify(reader) {
      saveAccount(emails.get(reader.uid) ?? '', { uid: reader.uid, emailVerified: true });
    },
  };
});

describe('local notes adapter', () => {
  it('refuses a game identity with no account (an anonymous player)', async () => {
    localStorage.clear();
    const notes = createLocalNotes({
      allowedDomain: 'ece.nits.ac.in',
      fetchNotes: async () => sample,
    });
    expect(
      await rejection(notes.getSemesterNotes({ uid: 'anon', getIdToken: async () => '' })),
    ).toBe('PERMISSION_DENIED');
  });

  it('refuses to show a file that is not valid notes', async () => {
    localStorage.clear();
    saveAccount('asha@ece.nits.ac.in', { uid: 'asha', emailVerified: true });
    const notes = createLocalNotes({ allowedDomain: 'ece.nits.ac.in', fetchNotes: async () => [] });
    expect(
      await rejection(notes.getSemesterNotes({ uid: 'asha', getIdToken: async () => '' })),
    ).toBe('UNKNOWN');
  });
});
