import type { SemesterName } from './semester-names.ts';
import type { NoteKind } from './semester-notes.ts';

/**
 * The notes' desk: a student's reports of a broken link and suggestions of an item, and what
 * organizers do with them. The daily numbers are firestore.rules' too (its test checks they
 * agree); docs/content.md says why these.
 */
export const DAILY_REPORTS = 5;
export const DAILY_SUGGESTIONS = 3;

export const REPORT_REASONS = ['dead', 'wrong-subject', 'wrong-file', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  dead: 'Dead link',
  'wrong-subject': 'Wrong subject',
  'wrong-file': 'Wrong file',
  other: 'Other',
};

/** The longest text each field takes, as the rules do. */
export const TEXT_LIMITS = { reportText: 140, title: 120, credit: 60, reason: 200, what: 300 };

/** Where a report points: a subject's item, or (itemId '') the subject's folder. */
export interface NotesPlace {
  sem: SemesterName;
  subjectId: string;
  /** The subject's and the item's names as the student saw them, for the console. */
  subject: string;
  itemId: string;
  item: string;
}

export interface ProblemReport {
  place: NotesPlace;
  reason: ReportReason;
  /** One optional line. */
  text: string;
}

export interface ReportRecord extends ProblemReport {
  id: string;
  at: number;
}

export interface ItemSuggestion {
  sem: SemesterName;
  subjectId: string;
  subject: string;
  kind: NoteKind;
  title: string;
  /** A year (2024), a session (2023-24), or '' when unknown. */
  year: string;
  link: string;
  /** The name to credit, or '' for none. */
  credit: string;
}

export type SuggestionState = 'waiting' | 'accepted' | 'declined';

export interface SuggestionRecord extends ItemSuggestion {
  id: string;
  at: number;
  state: SuggestionState;
  /** Why it was declined; '' otherwise. */
  reason: string;
}

/** One organizer's change to the published notes. */
export interface HistoryEntry {
  id: string;
  email: string;
  at: number;
  what: string;
}

/** The last link check's dead links (`npm run notes:check-links -- --save`), by where they are. */
export interface LinkCheck {
  checkedAt: number;
  /** How many links were tried. */
  links: number;
  dead: ReadonlyArray<{ where: string; reason: string }>;
}

const YEAR = /^\d{4}(-\d{2})?$/;

function isHttpsLink(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

export type SuggestionField = 'title' | 'year' | 'link' | 'credit';

/** What is wrong with a suggestion, by field, in words for its form; empty when it can be sent. */
export function suggestionProblems(
  suggestion: Pick<ItemSuggestion, SuggestionField>,
): Partial<Record<SuggestionField, string>> {
  const problems: Partial<Record<SuggestionField, string>> = {};
  const title = suggestion.title.trim();
  if (!title) problems.title = 'Give the item a title.';
  else if (title.length > TEXT_LIMITS.title) {
    problems.title = `A title of ${TEXT_LIMITS.title} characters at most.`;
  }
  if (suggestion.year && !YEAR.test(suggestion.year)) {
    problems.year = 'A year such as 2024, or a session such as 2023-24.';
  }
  if (!isHttpsLink(suggestion.link.trim()) || suggestion.link.trim().length > 500) {
    problems.link = 'A link that starts with https://.';
  }
  if (suggestion.credit.trim().length > TEXT_LIMITS.credit) {
    problems.credit = `A name of ${TEXT_LIMITS.credit} characters at most.`;
  }
  return problems;
}

/** The suggestion as it is stored: its texts trimmed. */
export function tidySuggestion(suggestion: ItemSuggestion): ItemSuggestion {
  return {
    ...suggestion,
    title: suggestion.title.trim(),
    year: suggestion.year.trim(),
    link: suggestion.link.trim(),
    credit: suggestion.credit.trim(),
  };
}
