import type { ItemSuggestion } from './notes-desk.ts';
import type { SemesterName } from './semester-names.ts';
import {
  notesProblems,
  type NoteItem,
  type SemesterNotes,
  type Subject,
} from './semester-notes.ts';

/** The organizers' changes to the published notes: each gives the new notes and its history line. */
export interface Edited {
  notes: readonly SemesterNotes[];
  what: string;
}

type Notes = readonly SemesterNotes[];

/** A slug of `text` (small letters, digits, dashes) that none of `taken` is. */
export function freeSlug(text: string, taken: readonly string[]): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'item';
  let slug = base;
  for (let serial = 2; taken.includes(slug); serial += 1) slug = `${base}-${serial}`;
  return slug;
}

export function findSubject(notes: Notes, subjectId: string) {
  for (const semester of notes) {
    const subject = semester.subjects.find((entry) => entry.id === subjectId);
    if (subject) return { semester, subject };
  }
  return undefined;
}

function mapSubjects(notes: Notes, change: (subject: Subject) => Subject): Notes {
  return notes.map((semester) => ({ ...semester, subjects: semester.subjects.map(change) }));
}

/** `edited`, once it is valid notes; otherwise the first problem, thrown. */
function checked(edited: Edited): Edited {
  const [problem] = notesProblems(edited.notes);
  if (problem) throw new Error(problem);
  return edited;
}

function named(notes: Notes, subjectId: string): string {
  const found = findSubject(notes, subjectId);
  if (!found) throw new Error(`No subject has the id ${subjectId}.`);
  return `${found.subject.name} (${found.semester.sem})`;
}

/** The item a suggestion becomes: its own id, credited only if the student gave a name. */
export function itemFromSuggestion(notes: Notes, suggestion: ItemSuggestion): NoteItem {
  const taken = findSubject(notes, suggestion.subjectId)?.subject.items.map((item) => item.id);
  return {
    id: freeSlug(`${suggestion.title} ${suggestion.year}`, taken ?? []),
    title: suggestion.title,
    kind: suggestion.kind,
    ...(suggestion.year ? { year: suggestion.year } : {}),
    link: suggestion.link,
    ...(suggestion.credit ? { credit: suggestion.credit } : {}),
  };
}

export function addItem(notes: Notes, subjectId: string, item: NoteItem): Edited {
  const edited = mapSubjects(notes, (subject) =>
    subject.id === subjectId ? { ...subject, items: [...subject.items, item] } : subject,
  );
  return checked({ notes: edited, what: `Added "${item.title}" to ${named(notes, subjectId)}` });
}

export function updateItem(notes: Notes, subjectId: string, item: NoteItem): Edited {
  const edited = mapSubjects(notes, (subject) =>
    subject.id === subjectId
      ? { ...subject, items: subject.items.map((held) => (held.id === item.id ? item : held)) }
      : subject,
  );
  return checked({ notes: edited, what: `Edited "${item.title}" in ${named(notes, subjectId)}` });
}

export function removeItem(notes: Notes, subjectId: string, itemId: string): Edited {
  const item = findSubject(notes, subjectId)?.subject.items.find((held) => held.id === itemId);
  const edited = mapSubjects(notes, (subject) =>
    subject.id === subjectId
      ? { ...subject, items: subject.items.filter((held) => held.id !== itemId) }
      : subject,
  );
  const what = `Removed "${item?.title ?? itemId}" from ${named(notes, subjectId)}`;
  return checked({ notes: edited, what });
}

/** The item moved to another subject, under an id free there. */
export function moveItem(notes: Notes, from: string, itemId: string, to: string): Edited {
  const item = findSubject(notes, from)?.subject.items.find((held) => held.id === itemId);
  const target = findSubject(notes, to)?.subject;
  if (!item || !target) throw new Error('No such item or subject.');
  const moved = { ...item, id: freeSlug(item.id, target.items.map((held) => held.id)) };
  const edited = addItem(removeItem(notes, from, itemId).notes, to, moved).notes;
  const what = `Moved "${item.title}" from ${named(notes, from)} to ${named(notes, to)}`;
  return checked({ notes: edited, what });
}

export type SubjectFields = Pick<Subject, 'name' | 'dest' | 'image'>;

export function addSubject(notes: Notes, sem: SemesterName, fields: SubjectFields): Edited {
  const taken = notes.flatMap((semester) => semester.subjects.map((subject) => subject.id));
  const subject: Subject = { id: freeSlug(fields.name, taken), ...fields, items: [] };
  const edited = notes.map((semester) =>
    semester.sem === sem ? { ...semester, subjects: [...semester.subjects, subject] } : semester,
  );
  return checked({ notes: edited, what: `Added the subject ${fields.name} (${sem})` });
}

export function updateSubject(notes: Notes, subjectId: string, fields: SubjectFields): Edited {
  const edited = mapSubjects(notes, (subject) =>
    subject.id === subjectId ? { ...subject, ...fields } : subject,
  );
  return checked({ notes: edited, what: `Edited the subject ${named(edited, subjectId)}` });
}

export function removeSubject(notes: Notes, subjectId: string): Edited {
  const what = `Removed the subject ${named(notes, subjectId)}`;
  const edited = notes.map((semester) => ({
    ...semester,
    subjects: semester.subjects.filter((subject) => subject.id !== subjectId),
  }));
  return checked({ notes: edited, what });
}

export function moveSubject(notes: Notes, subjectId: string, to: SemesterName): Edited {
  const found = findSubject(notes, subjectId);
  if (!found) throw new Error(`No subject has the id ${subjectId}.`);
  const without = notes.map((semester) => ({
    ...semester,
    subjects: semester.subjects.filter((subject) => subject.id !== subjectId),
  }));
  const edited = without.map((semester) =>
    semester.sem === to ? { ...semester, subjects: [...semester.subjects, found.subject] } : semester,
  );
  const what = `Moved the subject ${found.subject.name} from ${found.semester.sem} to ${to}`;
  return checked({ notes: edited, what });
}
