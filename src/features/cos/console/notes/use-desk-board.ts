import { useCallback, useEffect, useState } from 'react';
import type { DeskUser, NotesDeskPort, PublishedNotes } from '@/backend/notes-desk-port.ts';
import { errorCode } from '@/backend/ports.ts';
import type {
  HistoryEntry,
  LinkCheck,
  ReportRecord,
  SuggestionRecord,
} from '@/content/notes-desk.ts';

export interface DeskBoard {
  reports: ReportRecord[];
  suggestions: SuggestionRecord[];
  published: PublishedNotes;
  history: HistoryEntry[];
  linkCheck: LinkCheck | null;
}

export type Act = <T>(act: (desk: NotesDeskPort, who: DeskUser) => Promise<T>) => Promise<T>;

export type BoardState =
  { kind: 'loading' } | { kind: 'refused' | 'failed' } | { kind: 'ready'; board: DeskBoard };

/** What an organizer's refused action says. */
export function actionRefusal(error: unknown): string {
  const code = errorCode(error);
  if (code === 'ABORTED') {
    return 'Another organizer changed the notes meanwhile. The panel shows their change now: try again.';
  }
  if (code === 'PERMISSION_DENIED') return 'The notes database refused it: see above.';
  return 'It could not be done. Check your connection and try again.';
}

/**
 * The console's view of the notes' desk: open reports, waiting suggestions, the published notes
 * the latest history and the last link check, read when the panel opens and after each action (a handful of reads).
 */
export function useDeskBoard(atDesk: Act): { state: BoardState; reread: () => void } {
  const [state, setState] = useState<BoardState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    atDesk(async (desk, who) => {
      const [reports, suggestions, published, history, linkCheck] = await Promise.all([
        desk.openReports(who),
        desk.waitingSuggestions(who),
        desk.readPublished(who),
        desk.history(who),
        desk.linkCheck(who),
      ]);
      return { reports, suggestions, published, history, linkCheck };
    }).then(
      (board) => current && setState({ kind: 'ready', board }),
      (error: unknown) =>
        current &&
        setState({ kind: errorCode(error) === 'PERMISSION_DENIED' ? 'refused' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [atDesk, attempt]);

  const reread = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reread };
}
