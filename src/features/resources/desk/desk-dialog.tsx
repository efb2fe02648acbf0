import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { DeskUser, NotesDeskPort } from '@/backend/notes-desk-port.ts';
import { Modal } from '@/components/modal/modal.tsx';
import styles from './desk.module.css';
import { deskRefusal } from './desk-refusal.ts';
import { useDesk } from './use-desk.ts';

type DeskAct = (desk: NotesDeskPort, who: DeskUser) => Promise<unknown>;

interface DeskDialogProps {
  title: string;
  about: string;
  /** The submit button's words. */
  send: string;
  what: 'report' | 'suggestion';
  /**
   * Checks the form when it is sent: the act that sends it, a line to show instead, or null when
   * the fields themselves say what is wrong.
   */
  check: () => DeskAct | string | null;
  onSent: () => void;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
  /** The button that opened the dialog, which gets the focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
  /** The form's fields, given the id of the line that says what is wrong while it shows. */
  children: (alertId: string | undefined) => ReactNode;
}

/** What the button that opens a desk dialog gives it. */
export type DeskDialogOpening = Pick<DeskDialogProps, 'onSent' | 'onClose' | 'opener'>;

/** A dialog of the notes' desk: a form that a student sends to the organizers, or cancels. */
export function DeskDialog(props: DeskDialogProps) {
  const { title, about, send, what, check, onSent, onClose, opener, children } = props;
  const atDesk = useDesk();
  const alertId = useId();
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const act = check();
    if (typeof act === 'string') setAlert(act);
    if (typeof act !== 'function') return;
    setBusy(true);
    try {
      await atDesk(act);
      onSent();
      onClose();
    } catch (error) {
      setAlert(deskRefusal(error, what));
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose} opener={opener}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.about}>{about}</p>
        {children(alert ? alertId : undefined)}
        {alert && (
          <p id={alertId} role="alert" className={styles.error}>
            {alert}
          </p>
        )}
        <div className={styles.choices}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            {send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
