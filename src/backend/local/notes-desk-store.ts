import type { HistoryEntry, ReportRecord, SuggestionRecord } from '@/content/notes-desk.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';

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

/** The desk as stored; an empty one where the entry is missing or unreadable. */
export function readDesk(storage: Storage): LocalDesk {
  try {
    const held: unknown = JSON.parse(storage.getItem(NOTES_DESK_KEY) ?? 'null');
    return typeof held === 'object' && held !== null ? { ...empty(), ...held } : empty();
  } catch {
    return empty();
  }
}

export function writeDesk(storage: Storage, desk: LocalDesk): void {
  storage.setItem(NOTES_DESK_KEY, JSON.stringify(desk));
}

/** The notes an organizer published in this browser, or null: the sample file serves then. */
export function publishedHere(storage: Storage): unknown {
  return readDesk(storage).published?.semesters ?? null;
}
