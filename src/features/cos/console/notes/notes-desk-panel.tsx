import { useCallback } from 'react';
import type { NotesDeskPort } from '@/backend/notes-desk-port.ts';
import type { GameIdentity } from '@/backend/ports.ts';
import styles from '../console.module.css';
import { DeadLinks } from './dead-links.tsx';
import { HistoryList } from './history-list.tsx';
import { NotesEditor } from './notes-editor.tsx';
import { ReportsList } from './reports-list.tsx';
import { SuggestionsList } from './suggestions-list.tsx';
import { useDeskBoard, type Act } from './use-desk-board.ts';

export interface NotesDeskPanelProps {
  loadNotesDesk: () => Promise<NotesDeskPort>;
  identity: () => Promise<GameIdentity>;
  /** The organizer's address, which the history keeps with each change. */
  email: string;
}

/**
 * The resource hub's desk in the console: students' reports by item, their suggestions to accept,
 * edit or decline, the notes to edit day to day, and the history of the organizers' changes.
 */
export function NotesDeskPanel({ loadNotesDesk, identity, email }: NotesDeskPanelProps) {
  const atDesk: Act = useCallback(
    async (act) => {
      const [desk, who] = await Promise.all([loadNotesDesk(), identity()]);
      return act(desk, { uid: who.uid, getIdToken: () => who.getIdToken(), email });
    },
    [loadNotesDesk, identity, email],
  );
  const { state, reread } = useDeskBoard(atDesk);

  return (
    <section className={styles.panel} aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {state.kind === 'loading' && <p role="status">Loading the notes’ reports and suggestions…</p>}
      {state.kind === 'refused' && (
        <p role="alert">
          The notes database does not know your account as an organizer. Grant it again with npm run
          game:admin (docs/game-night.md), then reload.
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert">The notes could not be loaded. Reload the page to try again.</p>
      )}
      {state.kind === 'ready' && (
        <>
          <ReportsList reports={state.board.reports} atDesk={atDesk} reread={reread} />
          <DeadLinks check={state.board.linkCheck} />
          <SuggestionsList
            suggestions={state.board.suggestions}
            published={state.board.published}
            atDesk={atDesk}
            reread={reread}
          />
          <NotesEditor published={state.board.published} atDesk={atDesk} reread={reread} />
          <HistoryList history={state.board.history} />
        </>
      )}
    </section>
  );
}

/** For lazy(): the panel is a chunk of its own, loaded when the console opens. */
export default NotesDeskPanel;
