import { describe, expect, it } from 'vitest';
import sample from './semester-notes.sample.json';
import { isLocalAsset } from './content-test-utils.ts';
import { SEMESTERS } from './semester-names.ts';
import { findSemesterNotes, notesProblems, toSemesterNotes } from './semester-notes.ts';

const EXPECTED_SUBJECTS = {
  First: 5,
  Second: 6,
  Third: 6,
  Fourth: 6,
  Fifth: 6,
  Sixth: 6,
  Seventh: 4,
  Eighth: 1,
};

const notes = toSemesterNotes(sample) ?? [];

describe('the sample semester notes (src/content/semester-notes.sample.json)', () => {
  it('is valid notes: the eight semesters in order, https links, no other field', () => {
    expect(notesProblems(sample)).toEqual([]);
    expect(notes.map((s) => s.sem)).toEqual([...SEMESTERS]);
    expect(Object.keys(EXPECTED_SUBJECTS)).toEqual([...SEMESTERS]);
  });

  it.each(notes)('$sem semester has the right number of subjects', ({ sem, subjects }) => {
    expect(subjects).toHaveLength(EXPECTED_SUBJECTS[sem]);
  });

  it('has Management Studies as the only Eighth semester subject', () => {
    expect(findSemesterNotes(notes, 'Eighth')?.subjects.map((s) => s.name)).toEqual([
      'Management Studies',
    ]);
  });

  it.each(notes)("$sem semester's subject artwork exists under public/", ({ subjects }) => {
    for (const subject of subjects) expect(isLocalAsset(subject.image), subject.name).toBe(true);
  });

  it('marks every link as a sample, so a real one is never mistaken for it', () => {
    for (const { courseStructure, subjects } of notes) {
      for (const link of [courseStructure, ...subjects.map((s) => s.dest)]) {
        expect(link).toMatch(/^https:\/\/drive\.google\.com\/.*\bsample-/);
      }
    }
  });
});

describe('notesProblems', () => {
  const valid = () => structuredClone(sample) as Array<Record<string, unknown>>;

  it('wants the eight semesters, in order', () => {
    expect(notesProblems(valid().slice(0, 7))).toEqual([
      'The notes must be a list of the 8 semesters, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth.',
    ]);
    expect(notesProblems({ semesters: valid() })).toHaveLength(1);
    const swapped = valid();
    swapped.reverse();
    expect(notesProblems(swapped)).toEqual(
      SEMESTERS.map((sem, index) => `Semester ${index + 1}: sem must be "${sem}".`),
    );
  });

  it('names each bad link, picture, missing subject and unknown field', () => {
    const notes = valid();
    notes[0] = { ...notes[0], courseStructure: 'http://example.org/first', answer: 'x' };
    notes[2] = { ...notes[2], subjects: [] };
    notes[7] = {
      ...notes[7],
      subjects: [{ name: ' ', dest: 'drive.google.com/x', image: 'https://cdn.example/x.svg' }],
    };
    expect(notesProblems(notes)).toEqual([
      'Semester 1: courseStructure must be an https:// link.',
      'Semester 1: unknown field "answer".',
      'Semester 3: subjects must be a list of at least one subject.',
      'Semester 8, subject 1: name must be non-empty text.',
      'Semester 8, subject 1: dest must be an https:// link.',
      'Semester 8, subject 1: image must be a path under /images/.',
    ]);
    expect(toSemesterNotes(notes)).toBeNull();
  });
});

describe('findSemesterNotes', () => {
  it('finds a semester by name in any letter case, as the URL may type it', () => {
    expect(findSemesterNotes(notes, 'Third')?.sem).toBe('Third');
    expect(findSemesterNotes(notes, 'third')?.sem).toBe('Third');
    expect(findSemesterNotes(notes, 'EIGHTH')?.sem).toBe('Eighth');
    expect(findSemesterNotes(notes, 'Ninth')).toBeUndefined();
    expect(findSemesterNotes(notes, undefined)).toBeUndefined();
  });
});
