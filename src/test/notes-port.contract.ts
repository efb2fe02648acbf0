import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sample from '@/content/semester-notes.sample.json';
import { rejection } from './rejection.ts';
import type { NotesPort, NotesReader } from '@/backend/ports.ts';

/** Who reads: the department's student with a verified address, or someone who is not quite. */
export type ReaderKind = 'verified student' | 'unverified student' | 'verified stranger';

/** What one NotesPort adapter must provide to run the shared contract. */
export interface NotesPortHarness {
  /** An adapter over a store that holds the sample notes (src/content/semester-notes.sample.json). */
  notes: NotesPort;
  /** A new account of this kind: `asha@ece.nits.ac.in`, or one at another domain. */
  reader(kind: ReaderKind): Promise<NotesReader>;
  /** The reader follows the link of its verification e-mail (its next token says so). */
  verify(reader: NotesReader): Promise<void>;
  dispose?(): void | Promise<void>;
}

/**
 * Run against both adapters (browser storage with the sample file, and Firestore's REST API
 * judged by firestore.rules) so that they cannot drift apart.
 */
export function describeNotesPortContract(
  name: string,
  makeHarness: () => Promise<NotesPortHarness>,
): void {
  describe(`NotesPort contract: ${name}`, () => {
    let harness: NotesPortHarness;

    beforeEach(async () => {
      harness = await makeHarness();
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    it('gives a verified student all eight semesters, links and all, as uploaded', async () => {
      const reader = await harness.reader('verified student');
      expect(await harness.notes.getSemesterNotes(reader)).toEqual(sample);
    });

    it('refuses a student whose address is not verified, and a verified address elsewhere', async () => {
      for (const kind of ['unverified student', 'verified stranger'] as const) {
        const reader = await harness.reader(kind);
        expect(await rejection(harness.notes.getSemesterNotes(reader)), kind).toBe(
          'PERMISSION_DENIED',
        );
      }
    });

    it('lets a student read once the address is verified, after a refusal', async () => {
      const reader = await harness.reader('unverified student');
      expect(await rejection(harness.notes.getSemesterNotes(reader))).toBe('PERMISSION_DENIED');
      await harness.verify(reader);
      expect(await harness.notes.getSemesterNotes(reader)).toEqual(sample);
    });
  });
}
