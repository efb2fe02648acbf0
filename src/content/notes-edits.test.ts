import { describe, expect, it } from 'vitest';
import sample from './semester-notes.sample.json';
import {
  addSubject,
  freeSlug,
  itemFromSuggestion,
  moveItem,
  removeSubject,
} from './notes-edits.ts';
import { toSemesterNotes, type SemesterNotes } from './semester-notes.ts';

const notes = toSemesterNotes(structuredClone(sample)) as readonly SemesterNotes[];
const dsp = notes[4]?.subjects[0];
const suggestion = {
  sem: 'Fifth',
  subjectId: 'digital-signal-processing',
  subject: 'Digital Signal Processing',
  kind: 'pyq',
  title: 'End semester paper',
  year: '',
  link: 'https://drive.example.org/pyq',
  credit: '',
} as const;

describe('the organizers’ edits to the notes', () => {
  it('makes slugs that no other entry has', () => {
    expect(freeSlug('DSP: End-sem paper 2024!', [])).toBe('dsp-end-sem-paper-2024');
    expect(freeSlug('Notes 2024', ['notes-2024', 'notes-2024-2'])).toBe('notes-2024-3');
    expect(freeSlug('!!', [])).toBe('item');
  });

  it('makes a suggestion an item, credited and dated only when the student said so', () => {
    expect(itemFromSuggestion(notes, suggestion)).toEqual({
      id: 'end-semester-paper',
      title: 'End semester paper',
      kind: 'pyq',
      link: 'https://drive.example.org/pyq',
    });
    expect(itemFromSuggestion(notes, { ...suggestion, year: '2024', credit: 'Asha' })).toMatchObject(
      { id: 'end-semester-paper-2024', year: '2024', credit: 'Asha' },
    );
  });

  it('moves an item under an id free in its new subject', () => {
    const item = dsp?.items[0];
    if (!item) throw new Error('The sample has no DSP item.');
    const moved = moveItem(notes, 'digital-signal-processing', item.id, 'digital-communication');
    const target = moved.notes[4]?.subjects.find((subject) => subject.id === 'digital-communication');
    // Digital Communication has its own notes-2024.
    expect(target?.items.at(-1)).toEqual({ ...item, id: `${item.id}-2` });
    expect(moved.what).toBe(
      `Moved "${item.title}" from Digital Signal Processing (Fifth) to Digital Communication (Fifth)`,
    );
  });

  it('refuses a change that leaves invalid notes, saying what is wrong', () => {
    const eighth = notes[7]?.subjects[0]?.id ?? '';
    expect(() => removeSubject(notes, eighth)).toThrow(/Semester 8: subjects must be a list/);
    expect(() =>
      addSubject(notes, 'First', { name: 'Physics', dest: 'http://x.org', image: '/images/a.webp' }),
    ).toThrow(/dest must be an https:\/\/ link/);
  });
});
