import { useId, useState, type FormEvent } from 'react';
import { DEVICE_CODE_LENGTH } from '@/game/numbers.ts';
import { normaliseDeviceCode } from '@/game/organizer-input.ts';
import { Modal } from '@/components/modal/modal.tsx';
import { ConfirmChoices } from './confirm-choices.tsx';
import styles from './console.module.css';
import {
  ACTION_TEXTS,
  ACTION_WORDS,
  actionTitle,
  refusalMessage,
  type TeamActionRequest,
} from './team-actions.ts';

interface TeamActionDialogProps {
  request: TeamActionRequest;
  /** Carries the request out; rejects with the database's refusal. */
  run: (request: TeamActionRequest) => Promise<void>;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
  onDone: () => void;
}

type Progress = { kind: 'asking' | 'busy' } | { kind: 'refused'; message: string };

/** Asks the organizer to confirm an action on a team, then carries it out. */
export function TeamActionDialog({ request, run, onClose, onDone }: TeamActionDialogProps) {
  const [progress, setProgress] = useState<Progress>({ kind: 'asking' });
  const textId = useId();
  const { action } = request;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress.kind === 'busy') return;
    const code = normaliseDeviceCode(String(new FormData(event.currentTarget).get('deviceCode')));
    if (action === 'move' && code === null) {
      setProgress({
        kind: 'refused',
        message: 'A device code is the 6 letters and digits the intro screen shows, like ABC234.',
      });
      return;
    }
    const asked = action === 'move' && code ? { ...request, deviceCode: code } : request;
    setProgress({ kind: 'busy' });
    try {
      await run(asked);
      onDone();
    } catch (error) {
      setProgress({ kind: 'refused', message: refusalMessage(asked, error) });
    }
  }

  return (
    <Modal title={actionTitle(request)} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void confirm(event)}>
        <p id={textId}>{ACTION_TEXTS[action]}</p>
        {action === 'move' && (
          <label>
            Device code
            <input
              name="deviceCode"
              className={styles.input}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={2 * DEVICE_CODE_LENGTH - 1}
              required
              aria-describedby={textId}
            />
          </label>
        )}
        {progress.kind === 'refused' && <p role="alert">{progress.message}</p>}
        <ConfirmChoices
          confirm={ACTION_WORDS[action]}
          busy={progress.kind === 'busy'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
