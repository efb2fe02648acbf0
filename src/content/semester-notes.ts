import { SEMESTERS, semesterName, type SemesterName } from './semester-names.ts';

/**
 * The semester notes: each semester's course structure and its subjects' shared folders. The
 * links are for the department's verified students only, so they are never in the site: the
 * database holds them (Firestore `notes/semesters`, uploaded by `npm run notes:upload`), and
 * the repository keeps only a sample file for local mode (docs/content.md).
 */
export interface Subject {
  name: string;
  /** The subject's shared notes folder. */
  dest: string;
  /** Its tile's artwork, under public/images/subjects/ (its size: docs/content.md, "Pictures"). */
  image: string;
}

export interface SemesterNotes {
  sem: SemesterName;
  courseStructure: string;
  subjects: readonly Subject[];
}

const SEMESTER_FIELDS = ['sem', 'courseStructure', 'subjects'];
const SUBJECT_FIELDS = ['name', 'dest', 'image'];

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

function unknownFields(entry: Record<string, unknown>, known: string[], where: string): string[] {
  return Object.keys(entry)
    .filter((field) => !known.includes(field))
    .map((field) => `${where}: unknown field "${field}".`);
}

function subjectProblems(subject: unknown, where: string): string[] {
  if (!isRecord(subject)) return [`${where}: must be an object.`];
  const problems: string[] = [];
  if (!isText(subject.name)) problems.push(`${where}: name must be non-empty text.`);
  if (!isHttps(subject.dest)) problems.push(`${where}: dest must be an https:// link.`);
  if (typeof subject.image !== 'string' || !/^\/images\/[^?#]+$/.test(subject.image)) {
    problems.push(`${where}: image must be a path under /images/.`);
  }
  return [...problems, ...unknownFields(subject, SUBJECT_FIELDS, where)];
}

function semesterProblems(semester: unknown, index: number): string[] {
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
      problems.push(...subjectProblems(subject, `${where}, subject ${at + 1}`)),
    );
  }
  return [...problems, ...unknownFields(semester, SEMESTER_FIELDS, where)];
}

/**
 * The problems of a notes file or document, each naming the semester and field: the eight
 * semesters in order, https links, artwork under /images/, no other field. None: it is valid.
 */
export function notesProblems(notes: unknown): string[] {
  if (!Array.isArray(notes) || notes.length !== SEMESTERS.length) {
    return [
      `The notes must be a list of the ${SEMESTERS.length} semesters, ${SEMESTERS.join(', ')}.`,
    ];
  }
  return notes.flatMap(semesterProblems);
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
