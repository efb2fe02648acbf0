import { useCallback, useState } from 'react';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import type { PublishedNotes } from '@/backend/notes-desk-port.ts';
import { addItem, itemFromSuggestion } from '@/content/notes-edits.ts';
import { NOTE_KIND_LABELS } from '@/content/semester-notes.ts';
import type { SuggestionRecord } from '@/content/notes-desk.ts';
import styles from '../console.module.css';
import { DeclineDialog } from './decline-dialog.tsx';
import { EditSuggestionForm } from './edit-suggestion-form.tsx';
import { actionRefusal, type Act } from './use-desk-board.ts';

interface SuggestionsListProps {
  suggestions: readonly SuggestionRecord[];
  published: PublishedNotes;
  atDesk: Act;
  reread: () => void;
}

/** Students' suggestions waiting for an organizer: accept (it becomes an item), edit, decline. */
export function SuggestionsList({ suggestions, published, atDesk, reread }: SuggestionsListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [declining, setDeclining] = useState<SuggestionRecord | null>(null);
  const [refusal, setRefusal] = useState('');
  const stopDeclining = useCallback(() => setDeclining(null), []);

  async function run(action: Parameters<Act>[0]) {
    setRefusal('');
    try {
      await atDesk(action);
      reread();
    } catch (error) {
      setRefusal(actionRefusal(error));
      reread();
    }
  }

  const accept = (suggestion: SuggestionRecord) =>
    run(async (desk, who) => {
      // Read again: the change must be made on the notes as they are now.
      const { notes, version } = await desk.readPublished(who);
      const change = addItem(notes, suggestion.subjectId, itemFromSuggestion(notes, suggestion));
      const what = `${change.what}, as suggested`;
      await desk.publish(who, { notes: change.notes, basedOn: version, what }, suggestion.id);
    });

  return (
    <>
      <h3>Suggested items</h3>
      {refusal && <p role="alert">{refusal}</p>}
      {suggestions.length === 0 ? (
        <p>No suggestion waiting.</p>
      ) : (
        <ul className={styles.deskList}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              {editing === suggestion.id ? (
                <EditSuggestionForm
                  suggestion={suggestion}
                  notes={published.notes}
                  onCancel={() => setEditing(null)}
                  onSave={(edited) =>
                    run((desk, who) => desk.editSuggestion(who, suggestion.id, edited)).then(() =>
                      setEditing(null),
                    )
                  }
                />
              ) : (
                <>
                  <strong>{suggestion.title}</strong>: {NOTE_KIND_LABELS[suggestion.kind]}
                  {suggestion.year && `, ${suggestion.year}`}, for {suggestion.subject} (
                  {suggestion.sem}).{' '}
                  {suggestion.credit ? `Credit: ${suggestion.credit}.` : 'No credit asked.'}{' '}
                  <ExternalLink href={suggestion.link}>Open the link</ExternalLink>
                  <div className={styles.choices}>
                    <button
                      type="button"
                      className={styles.primary}
                      aria-label={`Accept: ${suggestion.title}`}
                      onClick={() => void accept(suggestion)}
                    >
                      Accept
                    </button>
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`Edit: ${suggestion.title}`}
                      onClick={() => setEditing(suggestion.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`Decline: ${suggestion.title}`}
                      onClick={() => setDeclining(suggestion)}
                    >
                      Decline
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {declining && (
        <DeclineDialog
          suggestion={declining}
          decline={(reason) => run((desk, who) => desk.decline(who, declining.id, reason))}
          onClose={stopDeclining}
        />
      )}
    </>
  );
}
