import { describe, expect, it } from 'vitest';
import sample from '@/content/semester-notes.sample.json';
import { NOTES_ABBREVIATIONS } from '@/content/notes-abbreviations.ts';
import { NOTE_KIND_LABELS, toSemesterNotes } from '@/content/semester-notes.ts';
import { createNotesSearch, type NotesHit } from './notes-search.ts';

const notes = toSemesterNotes(sample) ?? [];
const search = createNotesSearch(notes);

/** A hit as a reader names it: `Subject (Sem)` or `Subject: title, kind, year`. */
function named(hit: NotesHit): string {
  if (hit.type === 'subject') return `${hit.subject.name} (${hit.sem})`;
  return `${hit.subject.name}: ${hit.item.title}, ${hit.item.kind}, ${hit.item.year ?? '-'}`;
}

const every = notes.flatMap(({ sem, subjects }) =>
  subjects.flatMap((subject) => subject.items.map((item) => ({ sem, subject, item }))),
);

describe('createNotesSearch', () => {
  it('finds Digital Signal Processing (Fifth) and all its items by "dsp", the subject first', () => {
    const found = search('dsp');
    expect(found.map(named)[0]).toBe('Digital Signal Processing (Fifth)');
    const dsp = every.filter(({ subject }) => subject.id === 'digital-signal-processing');
    expect(dsp.length).toBeGreaterThan(3);
    expect(found).toHaveLength(dsp.length + 1);
    expect(found.every((hit) => hit.subject.id === 'digital-signal-processing')).toBe(true);
  });

  it('finds by "pyq 2024" exactly the previous years\' papers of 2024, of every semester', () => {
    const papers = every.filter(({ item }) => item.kind === 'pyq' && item.year === '2024');
    expect(new Set(papers.map(({ sem }) => sem)).size).toBeGreaterThan(2);
    const found = search('pyq 2024').map((hit) => hit.type === 'item' && hit.item);
    expect(found).toHaveLength(papers.length);
    expect(found).toEqual(expect.arrayContaining(papers.map(({ item }) => item)));
    expect(search("previous year's paper 2024")).toHaveLength(papers.length);
  });

  it('finds each subject by every short name the society lists for it', () => {
    const subjects = notes.flatMap((semester) => semester.subjects.map((s) => s.name));
    for (const [abbreviation, meanings] of Object.entries(NOTES_ABBREVIATIONS)) {
      for (const meaning of meanings) {
        if (meaning === NOTE_KIND_LABELS.pyq) continue;
        expect(subjects, `${abbreviation} names a subject`).toContain(meaning);
        expect(search(abbreviation).map(named), abbreviation).toContainEqual(
          expect.stringMatching(new RegExp(`^${meaning} \\(`)),
        );
      }
    }
  });

  it('finds by subject, title, kind, year, teacher and semester, with a small typo', () => {
    expect(search('Electromagnetic').map(named)[0]).toBe('Electromagnetic Field Theory (Third)');
    expect(search('digitl signl').map(named)[0]).toBe('Digital Signal Processing (Fifth)');
    expect(search('proakis').map(named)).toEqual([
      'Digital Signal Processing: Digital Signal Processing by Proakis and Manolakis, book, -',
    ]);
    expect(search('lab manual vlsi').map(named)).toEqual([
      'VLSI Design: VLSI lab manual (Cadence), lab-manual, 2024',
    ]);
    expect(search('laskar 2023').map(named)).toEqual([
      'Digital Signal Processing: DSP handwritten notes, notes, 2023',
      'Digital Signal Processing: End-semester paper, pyq, 2023',
    ]);
    expect(
      search('syllabus').every((hit) => hit.type === 'item' && hit.item.kind === 'syllabus'),
    ).toBe(true);
    expect(search('eighth').map(named)[0]).toBe('Management Studies (Eighth)');
  });

  it('never mistakes a year or a short name for a near one', () => {
    expect(search('pyq 2025')).toEqual([]);
    expect(search('2023').some((hit) => hit.type === 'item' && hit.item.year === '2024')).toBe(
      false,
    );
    expect(search('dip').some((hit) => hit.subject.id === 'digital-signal-processing')).toBe(false);
  });

  it('finds nothing for an empty query or words no note has', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('quantum gravity')).toEqual([]);
  });
});
