import type {
  HistoryEntry,
  ItemSuggestion,
  LinkCheck,
  ProblemReport,
  ReportRecord,
  SuggestionRecord,
} from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import type { NotesReader } from './ports.ts';

/** Who acts at the notes' desk: a signed-in member's identity and address. */
export type DeskUser = NotesReader & { email: string };

/** The published notes as an organizer edits them, and which version they are. */
export interface PublishedNotes {
  notes: readonly SemesterNotes[];
  /** Opaque: a change based on another version is refused (ABORTED). */
  version: string;
}

/** An organizer's change to the published notes, with the line the history keeps. */
export interface NotesChange {
  notes: readonly SemesterNotes[];
  basedOn: string;
  what: string;
}

/**
 * A student's reports and suggestions, and the organizers' side of them, judged as
 * firestore.rules judge them: a verified student of the department reports and suggests (at most
 * DAILY_REPORTS and DAILY_SUGGESTIONS a day, RESOURCE_EXHAUSTED past them) and reads only their own
 * suggestions; organizers read all, and change the published notes, each change with its history
 * entry. Anyone else is refused with PERMISSION_DENIED.
 */
export interface NotesDeskPort {
  report(who: DeskUser, report: ProblemReport): Promise<void>;
  suggest(who: DeskUser, suggestion: ItemSuggestion): Promise<void>;
  /** The student's own suggestions, newest first. */
  mySuggestions(who: DeskUser): Promise<SuggestionRecord[]>;

  /** Reports not yet fixed, oldest first. */
  openReports(who: DeskUser): Promise<ReportRecord[]>;
  markFixed(who: DeskUser, reportIds: readonly string[]): Promise<void>;
  /** Suggestions waiting for a decision, oldest first. */
  waitingSuggestions(who: DeskUser): Promise<SuggestionRecord[]>;
  editSuggestion(who: DeskUser, id: string, suggestion: ItemSuggestion): Promise<void>;
  decline(who: DeskUser, id: string, reason: string): Promise<void>;
  readPublished(who: DeskUser): Promise<PublishedNotes>;
  /** Publishes `change`; with `acceptedSuggestion`, marks that suggestion accepted with it. */
  publish(who: DeskUser, change: NotesChange, acceptedSuggestion?: string): Promise<void>;
  /** The latest changes to the notes, newest first. */
  history(who: DeskUser): Promise<HistoryEntry[]>;
  /** The last saved link check, or null when none was saved (local mode has none). */
  linkCheck(who: DeskUser): Promise<LinkCheck | null>;
}
