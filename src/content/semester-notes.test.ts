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
      const items = subjects.flatMap((s) => s.items.map((item) => item.link));
      for (const link of [courseStructure, ...subjects.map((s) => s.dest), ...items]) {
        expect(link).toMatch(/^https:\/\/drive\.google\.com\/.*\bsample-/);
      }
    }
  });

  it("holds Digital Signal Processing's notes and papers of 2023 and 2024 in the Fifth", () => {
    const dsp = findSemesterNotes(notes, 'Fifth')?.subjects.find(
      (s) => s.id === 'digital-signal-processing',
    );
    const held = (kind: string) =>
      dsp?.items.filter((item) => item.kind === kind).map((item) => item.year);
    expect(held('notes')).toEqual(expect.arrayContaining(['2023', '2024']));
    expect(held('pyq')).toEqual(expect.arrayContaining(['2023', '2024']));
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
      'Semester 8, subject 1: id must be small letters, digits and dashes.',
      'Semester 8, subject 1: name must be non-empty text.',
      'Semester 8, subject 1: dest must be an https:// link.',
      'Semester 8, subject 1: image must be a path under /images/.',
      'Semester 8, subject 1: items must be a list (empty for none).',
    ]);
    expect(toSemesterNotes(notes)).toBeNull();
  });

  it("names each item's bad id, title, kind, year, teacher, link and unknown field", () => {
    const notes = valid();
    const subjects = notes[4]?.subjects as Array<Record<string, unknown>>;
    subjects[0] = {
      ...subjects[0],
      items: [
        { id: 'a', title: 'Notes', kind: 'notes', link: 'https://drive.google.com/a' },
        { id: 'a', title: ' ', kind: 'PYQ', year: '24', link: 'http://drive.google.com/b' },
        { id: 'B c', title: 'x', kind: 'book', teacher: '', link: 'x', author: 'y' },
      ],
    };
    expect(notesProblems(notes)).toEqual([
      'Semester 5, subject 1, item 2: id "a" is taken by another item of its subject.',
      'Semester 5, subject 1, item 2: title must be non-empty text.',
      'Semester 5, subject 1, item 2: kind must be one of notes, pyq, lab-manual, syllabus, book, other.',
      'Semester 5, subject 1, item 2: year must be a year such as 2024 or a session such as 2023-24.',
      'Semester 5, subject 1, item 2: link must be an https:// link.',
      'Semester 5, subject 1, item 3: id must be small letters, digits and dashes.',
      'Semester 5, subject 1, item 3: teacher must be non-empty text when given.',
      'Semester 5, subject 1, item 3: link must be an https:// link.',
      'Semester 5, subject 1, item 3: unknown field "author".',
    ]);
  });

  it("wants each subject's id unique across all semesters, an item's only in its subject", () => {
    const notes = valid();
    const fifth = notes[4]?.subjects as Array<Record<string, unknown>>;
    const eighth = notes[7]?.subjects as Array<Record<string, unknown>>;
    eighth[0] = { ...eighth[0], id: fifth[0]?.id };
    expect(notesProblems(notes)).toEqual([
      'Semester 8, subject 1: id "digital-signal-processing" is taken by another subject.',
    ]);
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
