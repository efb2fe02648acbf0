import type { HistoryEntry, ReportRecord, SuggestionRecord } from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { parseStored } from './stored-tree.ts';

/** Where local mode keeps the notes' desk: Firestore's noteReports, noteSuggestions and so on. */
export const NOTES_DESK_KEY = 'ecs.notes.desk';

export interface LocalDesk {
  reports: Record<string, ReportRecord & { by: string; state: 'open' | 'fixed' }>;
  suggestions: Record<string, SuggestionRecord & { by: string }>;
  quotas: Record<string, { window: number; reports: number; suggestions: number }>;
  history: HistoryEntry[];
  /** The notes as organizers changed them here; null until the first change (the sample serves). */
  published: { semesters: readonly SemesterNotes[]; version: string } | null;
}

const empty = (): LocalDesk => ({
  reports: {},
  suggestions: {},
  quotas: {},
  history: [],
  published: null,
});

export function readDesk(storage: Storage): LocalDesk {
  const held = parseStored(storage.getItem(NOTES_DESK_KEY));
  return typeof held === 'object' && held !== null ? { ...empty(), ...held } : empty();
}

export function writeDesk(storage: Storage, desk: LocalDesk): void {
  storage.setItem(NOTES_DESK_KEY, JSON.stringify(desk));
}

/** The notes an organizer published in this browser, or null: the sample file serves then. */
export function publishedHere(storage: Storage): unknown {
  return readDesk(storage).published?.semesters ?? null;
}
