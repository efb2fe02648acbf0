import { SEMESTERS, semesterName, type SemesterName } from './semester-names.ts';

/**
 * The semester notes: each semester's course structure, its subjects, and each subject's items
 * and shared folder. The links are for the department's verified students only, so they are
 * never in the site: the database holds them (Firestore `notes/semesters`, uploaded by
 * `npm run notes:upload`), and the repository keeps only a sample file for local mode
 * (docs/content.md).
 */

/** What an item is, in the order the notes page lists them. */
export const NOTE_KINDS = ['notes', 'pyq', 'lab-manual', 'syllabus', 'book', 'other'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const NOTE_KIND_LABELS: Record<NoteKind, string> = {
  notes: 'Notes',
  pyq: "Previous year's paper",
  'lab-manual': 'Lab manual',
  syllabus: 'Syllabus',
  book: 'Book',
  other: 'Other',
};

/** One file or folder a subject holds, known to the site by its kind and year. */
export interface NoteItem {
  /** Stable, unique within its subject: reports and suggestions name the item by it. */
  id: string;
  title: string;
  kind: NoteKind;
  /** A year (2024) or a session (2023-24). */
  year?: string;
  teacher?: string;
  link: string;
  /** The contributor's name, shown with the item. */
  credit?: string;
}

export interface Subject {
  /** Stable, unique across all semesters, such as digital-signal-processing. */
  id: string;
  name: string;
  /** The subject's shared folder: everything its items do not list. */
  dest: string;
  /** Its tile's artwork, under public/images/subjects/ (its size: docs/content.md, "Pictures"). */
  image: string;
  items: readonly NoteItem[];
}

export interface SemesterNotes {
  sem: SemesterName;
  courseStructure: string;
  subjects: readonly Subject[];
}

const SEMESTER_FIELDS = ['sem', 'courseStructure', 'subjects'];
const SUBJECT_FIELDS = ['id', 'name', 'dest', 'image', 'items'];
const ITEM_FIELDS = ['id', 'title', 'kind', 'year', 'teacher', 'link', 'credit'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const YEAR = /^\d{4}(-\d{2})?$/;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function isHttps(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value);

function unknownFields(entry: Record<string, unknown>, known: string[], where: string): string[] {
  return Object.keys(entry)
    .filter((field) => !known.includes(field))
    .map((field) => `${where}: unknown field "${field}".`);
}

/** Each id that is not a slug, or that an earlier entry took; `seen` collects the ids. */
function idProblems(id: unknown, seen: Set<string>, where: string, scope: string): string[] {
  if (!isSlug(id)) return [`${where}: id must be small letters, digits and dashes.`];
  if (seen.has(id)) return [`${where}: id "${id}" is taken by another ${scope}.`];
  seen.add(id);
  return [];
}

function itemProblems(item: unknown, where: string, ids: Set<string>): string[] {
  if (!isRecord(item)) return [`${where}: must be an object.`];
  const problems = idProblems(item.id, ids, where, 'item of its subject');
  if (!isText(item.title)) problems.push(`${where}: title must be non-empty text.`);
  if (!NOTE_KINDS.includes(item.kind as NoteKind)) {
    problems.push(`${where}: kind must be one of ${NOTE_KINDS.join(', ')}.`);
  }
  if (item.year !== undefined && !(typeof item.year === 'string' && YEAR.test(item.year))) {
    problems.push(`${where}: year must be a year such as 2024 or a session such as 2023-24.`);
  }
  for (const field of ['teacher', 'credit'] as const) {
    if (item[field] !== undefined && !isText(item[field])) {
      problems.push(`${where}: ${field} must be non-empty text when given.`);
    }
  }
  if (!isHttps(item.link)) problems.push(`${where}: link must be an https:// link.`);
  return [...problems, ...unknownFields(item, ITEM_FIELDS, where)];
}

function subjectProblems(subject: unknown, where: string, subjectIds: Set<string>): string[] {
  if (!isRecord(subject)) return [`${where}: must be an object.`];
  const problems = idProblems(subject.id, subjectIds, where, 'subject');
  if (!isText(subject.name)) problems.push(`${where}: name must be non-empty text.`);
  if (!isHttps(subject.dest)) problems.push(`${where}: dest must be an https:// link.`);
  if (typeof subject.image !== 'string' || !/^\/images\/[^?#]+$/.test(subject.image)) {
    problems.push(`${where}: image must be a path under /images/.`);
  }
  if (!Array.isArray(subject.items)) {
    problems.push(`${where}: items must be a list (empty for none).`);
  } else {
    const itemIds = new Set<string>();
    subject.items.forEach((item, at) =>
      problems.push(...itemProblems(item, `${where}, item ${at + 1}`, itemIds)),
    );
  }
  return [...problems, ...unknownFields(subject, SUBJECT_FIELDS, where)];
}

function semesterProblems(semester: unknown, index: number, subjectIds: Set<string>): string[] {
  const expected = SEMESTERS[index];
  const where = `Semester ${index + 1}`;
  if (!isRecord(semester)) return [`${where}: must be an object.`];
  const problems: string[] = [];
  if (semester.sem !== expected) problems.push(`${where}: sem must be "${expected}".`);
  if (!isHttps(semester.courseStructure)) {
    problems.push(`${where}: courseStructure must be an https:// link.`);
  }
  if (!Array.isArray(semester.subjects) || semester.subjects.length === 0) {
    problems.push(`${where}: subjects must be a list of at least one subject.`);
  } else {
    semester.subjects.forEach((subject, at) =>
      problems.push(...subjectProblems(subject, `${where}, subject ${at + 1}`, subjectIds)),
    );
  }
  return [...problems, ...unknownFields(semester, SEMESTER_FIELDS, where)];
}

/**
 * The problems of a notes file or document, each naming the semester and field: the eight
 * semesters in order, ids unique, https links, kinds and years as above, artwork under
 * /images/, no other field. None: it is valid.
 */
export function notesProblems(notes: unknown): string[] {
  if (!Array.isArray(notes) || notes.length !== SEMESTERS.length) {
    return [
      `The notes must be a list of the ${SEMESTERS.length} semesters, ${SEMESTERS.join(', ')}.`,
    ];
  }
  const subjectIds = new Set<string>();
  return notes.flatMap((semester, index) => semesterProblems(semester, index, subjectIds));
}

/** The notes as the site shows them, or null for data that is not valid notes. */
export function toSemesterNotes(notes: unknown): readonly SemesterNotes[] | null {
  // notesProblems found none: the data has the shape of SemesterNotes.
  return notesProblems(notes).length === 0 ? (notes as SemesterNotes[]) : null;
}

/** The notes of the semester a URL names, in any letter case, or undefined. */
export function findSemesterNotes(
  notes: readonly SemesterNotes[],
  sem: string | undefined,
): SemesterNotes | undefined {
  const name = semesterName(sem);
  return notes.find((entry) => entry.sem === name);
}
