import { useEffect, useState } from 'react';
import type { SuggestionRecord } from '@/content/notes-desk.ts';
import styles from './desk.module.css';
import { useDesk } from './use-desk.ts';

type Shown =
  { kind: 'hidden' | 'loading' | 'failed' } | { kind: 'ready'; mine: SuggestionRecord[] };

function stateOf(suggestion: SuggestionRecord): string {
  if (suggestion.state === 'accepted') return 'Accepted';
  if (suggestion.state === 'declined') return `Declined: ${suggestion.reason}`;
  return 'Waiting for the organizers';
}

/** The student's suggestions and their state, behind a button: each look is one read. */
export function MySuggestions({ refreshKey }: { refreshKey: number }) {
  const atDesk = useDesk();
  const [shown, setShown] = useState<Shown>({ kind: 'hidden' });
  const open = shown.kind !== 'hidden';

  useEffect(() => {
    if (!open) return;
    let current = true;
    atDesk((desk, who) => desk.mySuggestions(who)).then(
      (mine) => current && setShown({ kind: 'ready', mine }),
      () => current && setShown({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, atDesk, refreshKey]);

  return (
    <div className={styles.mine}>
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls="my-suggestions"
        onClick={() => setShown(open ? { kind: 'hidden' } : { kind: 'loading' })}
      >
        Your suggestions
      </button>
      <div id="my-suggestions" hidden={!open}>
        {shown.kind === 'loading' && <p role="status">Loading your suggestions…</p>}
        {shown.kind === 'failed' && (
          <p role="alert">Your suggestions could not be loaded. Try again later.</p>
        )}
        {shown.kind === 'ready' && shown.mine.length === 0 && (
          <p>You have suggested nothing yet.</p>
        )}
        {shown.kind === 'ready' && shown.mine.length > 0 && (
          <ul className={styles.list}>
            {shown.mine.map((suggestion) => (
              <li key={suggestion.id}>
                <strong>{suggestion.title}</strong> ({suggestion.subject}, {suggestion.sem}):{' '}
                {stateOf(suggestion)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
