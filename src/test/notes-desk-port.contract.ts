import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskUser, NotesDeskPort } from '@/backend/notes-desk-port.ts';
import {
  DAILY_REPORTS,
  DAILY_SUGGESTIONS,
  type ItemSuggestion,
  type ProblemReport,
} from '@/content/notes-desk.ts';
import { addItem, itemFromSuggestion } from '@/content/notes-edits.ts';
import { rejection } from './rejection.ts';

/** Who acts: a verified student, an organizer, or someone the rules refuse. */
export type DeskMemberKind = 'student' | 'organizer' | 'unverified student' | 'verified stranger';

export interface NotesDeskHarness {
  /** An adapter over a store that holds the sample notes (src/content/semester-notes.sample.json). */
  desk: NotesDeskPort;
  /** A new account of this kind (each student a different one). */
  member(kind: DeskMemberKind): Promise<DeskUser>;
  dispose?(): void | Promise<void>;
}

const place = {
  sem: 'Fifth',
  subjectId: 'digital-signal-processing',
  subject: 'Digital Signal Processing',
} as const;
export const SAMPLE_REPORT: ProblemReport = {
  place: { ...place, itemId: '', item: '' },
  reason: 'dead',
  text: 'The folder says it was deleted',
};
export const SAMPLE_SUGGESTION: ItemSuggestion = {
  ...place,
  kind: 'pyq',
  title: 'End semester paper',
  year: '2024',
  link: 'https://drive.example.org/dsp-pyq-2024',
  credit: 'Asha',
};

/**
 * Run against both adapters (browser storage, and Firestore's REST API judged by
 * firestore.rules) so that they cannot drift apart.
 */
export function describeNotesDeskContract(
  name: string,
  makeHarness: () => Promise<NotesDeskHarness>,
): void {
  describe(`NotesDeskPort contract: ${name}`, () => {
    let harness: NotesDeskHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    it('takes a student’s report, lists it to organizers, and drops it once fixed', async () => {
      const { desk } = harness;
      const [student, organizer] = [
        await harness.member('student'),
        await harness.member('organizer'),
      ];
      await desk.report(student, SAMPLE_REPORT);
      const [listed] = await desk.openReports(organizer);
      expect(listed).toMatchObject({ place: SAMPLE_REPORT.place, reason: 'dead' });
      await desk.markFixed(organizer, [listed?.id ?? '']);
      expect(await desk.openReports(organizer)).toEqual([]);
    });

    it('queues a suggestion; a decline’s reason reaches its student, and no one else', async () => {
      const { desk } = harness;
      const [student, other, organizer] = [
        await harness.member('student'),
        await harness.member('student'),
        await harness.member('organizer'),
      ];
      await desk.suggest(student, SAMPLE_SUGGESTION);
      expect(await desk.mySuggestions(student)).toMatchObject([{ state: 'waiting' }]);
      expect(await desk.mySuggestions(other)).toEqual([]);
      const [waiting] = await desk.waitingSuggestions(organizer);
      expect(waiting).toMatchObject(SAMPLE_SUGGESTION);
      await desk.decline(organizer, waiting?.id ?? '', 'Already in the folder');
      expect(await desk.mySuggestions(student)).toMatchObject([
        { state: 'declined', reason: 'Already in the folder' },
      ]);
      expect(await desk.waitingSuggestions(organizer)).toEqual([]);
    });

    it('accepts an edited suggestion into the notes, with its history line', async () => {
      const { desk } = harness;
      const [student, organizer] = [
        await harness.member('student'),
        await harness.member('organizer'),
      ];
      await desk.suggest(student, SAMPLE_SUGGESTION);
      const [waiting] = await desk.waitingSuggestions(organizer);
      const id = waiting?.id ?? '';
      await desk.editSuggestion(organizer, id, { ...SAMPLE_SUGGESTION, title: 'End sem paper' });
      const [edited] = await desk.waitingSuggestions(organizer);
      const published = await desk.readPublished(organizer);
      if (!edited) throw new Error('The suggestion is gone.');
      const item = itemFromSuggestion(published.notes, edited);
      const change = addItem(published.notes, edited.subjectId, item);
      await desk.publish(organizer, { ...change, basedOn: published.version }, id);
      expect(await desk.mySuggestions(student)).toMatchObject([{ state: 'accepted' }]);
      const after = await desk.readPublished(organizer);
      const subject = after.notes[4]?.subjects.find((entry) => entry.id === place.subjectId);
      expect(subject?.items.at(-1)).toEqual(item);
      expect(item).toMatchObject({ title: 'End sem paper', credit: 'Asha' });
      const [entry] = await desk.history(organizer);
      expect(entry?.what).toBe(change.what);
      expect(entry?.email).toMatch(/^orga@/);
      // A change made from the version before is refused: another organizer's came first.
      expect(
        await rejection(desk.publish(organizer, { ...change, basedOn: published.version })),
      ).toBe('ABORTED');
    });

    it(`refuses report ${DAILY_REPORTS + 1} and suggestion ${DAILY_SUGGESTIONS + 1} of a student’s day`, async () => {
      const { desk } = harness;
      const student = await harness.member('student');
      for (let sent = 0; sent < DAILY_REPORTS; sent += 1) await desk.report(student, SAMPLE_REPORT);
      expect(await rejection(desk.report(student, SAMPLE_REPORT))).toBe('RESOURCE_EXHAUSTED');
      for (let sent = 0; sent < DAILY_SUGGESTIONS; sent += 1) {
        await desk.suggest(student, SAMPLE_SUGGESTION);
      }
      expect(await rejection(desk.suggest(student, SAMPLE_SUGGESTION))).toBe('RESOURCE_EXHAUSTED');
    });

    it('refuses a student the organizers’ side, and strangers everything', async () => {
      const { desk } = harness;
      const student = await harness.member('student');
      const published = await desk.readPublished(await harness.member('organizer'));
      const change = { notes: published.notes, basedOn: published.version, what: 'Mine' };
      for (const attempt of [
        () => desk.openReports(student),
        () => desk.waitingSuggestions(student),
        () => desk.history(student),
        () => desk.linkCheck(student),
        () => desk.publish(student, change),
      ]) {
        expect(await rejection(attempt())).toBe('PERMISSION_DENIED');
      }
      for (const kind of ['unverified student', 'verified stranger'] as const) {
        const member = await harness.member(kind);
        expect(await rejection(desk.report(member, SAMPLE_REPORT)), kind).toBe('PERMISSION_DENIED');
        expect(await rejection(desk.suggest(member, SAMPLE_SUGGESTION)), kind).toBe(
          'PERMISSION_DENIED',
        );
      }
    });
  });
}
