import MiniSearch, { type SearchOptions } from 'minisearch';
import { abbreviationsOf } from '@/content/notes-abbreviations.ts';
import type { SemesterName } from '@/content/semester-names.ts';
import {
  NOTE_KIND_LABELS,
  type NoteItem,
  type SemesterNotes,
  type Subject,
} from '@/content/semester-notes.ts';

/** What a search finds: a subject (its notes page) or one of its items (its link). */
export type NotesHit =
  | { type: 'subject'; key: string; sem: SemesterName; subject: Subject }
  | { type: 'item'; key: string; sem: SemesterName; subject: Subject; item: NoteItem };

interface IndexedHit {
  id: string;
  sem: string;
  subject: string;
  aliases: string;
  title: string;
  kind: string;
  year: string;
  teacher: string;
}

const FIELDS = ['sem', 'subject', 'aliases', 'title', 'kind', 'year', 'teacher'] as const;

/**
 * Every word must match (a year narrows the papers), in any field; a word may be the start of
 * one (the list follows the typing). A word of five letters or more may have a typo; a
 * number or a short word may not, so "2024" never finds 2023 and "dsp" never finds "dip".
 */
const OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 5 && !/^\d+$/.test(term) ? 0.2 : false),
  boost: { subject: 2, aliases: 2, title: 1.5 },
};

function indexed(hit: NotesHit): IndexedHit {
  const kind = hit.type === 'item' ? NOTE_KIND_LABELS[hit.item.kind] : '';
  return {
    id: hit.key,
    sem: hit.sem,
    subject: hit.subject.name,
    aliases: abbreviationsOf(hit.subject.name, kind).join(' '),
    title: hit.type === 'item' ? hit.item.title : '',
    kind: hit.type === 'item' ? `${kind} ${hit.item.kind}` : '',
    year: hit.type === 'item' ? (hit.item.year ?? '') : '',
    teacher: hit.type === 'item' ? (hit.item.teacher ?? '') : '',
  };
}

function hitsOf(notes: readonly SemesterNotes[]): NotesHit[] {
  return notes.flatMap(({ sem, subjects }) =>
    subjects.flatMap((subject): NotesHit[] => [
      { type: 'subject', key: subject.id, sem, subject },
      ...subject.items.map((item): NotesHit => ({
        type: 'item',
        key: `${subject.id}/${item.id}`,
        sem,
        subject,
        item,
      })),
    ]),
  );
}

/**
 * A search over the notes already read (no read per query): subjects and items of every
 * semester by semester, subject, abbreviation, title, kind, year and teacher; the subjects
 * found first, then the items, each the best match first.
 */
export function createNotesSearch(notes: readonly SemesterNotes[]): (query: string) => NotesHit[] {
  const hits = new Map(hitsOf(notes).map((hit) => [hit.key, hit]));
  const index = new MiniSearch<IndexedHit>({ fields: [...FIELDS], searchOptions: OPTIONS });
  index.addAll([...hits.values()].map(indexed));
  return (query) => {
    const found = index.search(query.trim()).flatMap((result) => hits.get(String(result.id)) ?? []);
    return [
      ...found.filter((hit) => hit.type === 'subject'),
      ...found.filter((hit) => hit.type === 'item'),
    ];
  };
}
