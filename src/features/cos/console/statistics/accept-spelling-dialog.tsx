import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import { ConfirmChoices } from '../confirm-choices.tsx';
import styles from '../console.module.css';

/** A wrong answer an organizer means to accept as a spelling of its riddle. */
export interface SpellingRequest {
  question: number;
  text: string;
  teams: number;
}

interface AcceptSpellingDialogProps {
  request: SpellingRequest;
  /** Accepts the spelling; rejects with the database's refusal. */
  accept: (request: SpellingRequest) => Promise<void>;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/** Asks the organizer to confirm a spelling, then accepts it (logged with who and when). */
export function AcceptSpellingDialog({ request, accept, onClose }: AcceptSpellingDialogProps) {
  const [state, setState] = useState<'asking' | 'busy' | 'refused'>('asking');
  const { question, text, teams } = request;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      await accept(request);
      onClose();
    } catch {
      setState('refused');
    }
  }

  return (
    <Modal title={`Accept “${text}” for riddle ${question}?`} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void confirm(event)}>
        <p>
          “{text}” will count as a right answer to riddle {question} for every team, from now until
          the end of the night. {teams === 1 ? 'The team' : `The ${teams} teams`} who typed it will
          be told they may enter it again, and the wait will not hold them back. The change is
          logged with your account and the time.
        </p>
        {state === 'refused' && (
          <p role="alert">
            The spelling could not be accepted. It may have been accepted already; if not, try
            again.
          </p>
        )}
        <ConfirmChoices confirm="Accept the spelling" busy={state === 'busy'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
