import type { ReactNode } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import styles from './auth-form.module.css';
import { FormMessage } from './form-message.tsx';
import type { FormSubmission } from './use-form-submission.ts';
import { useAuth } from './use-auth.ts';

interface AuthFormProps {
  title: string;
  submission: Pick<FormSubmission, 'errorId' | 'error' | 'pending'>;
  /** Good news shown while there is no error. */
  status?: string;
  /** Why the modal opened by itself, said at its top. */
  reason?: string | null;
  onSubmit: () => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  /** The link to the other account modal (the new-password modal has none). */
  switchLabel?: string;
  onSwitch?: () => void;
  children: ReactNode;
}

/**
 * The frame of the account modals (login, signup, new password): a form that leaves validation
 * to the app, its fields, the message, Submit and Cancel, and the link to the other modal.
 */
export function AuthForm({
  title,
  submission,
  status,
  reason,
  onSubmit,
  submitLabel,
  onCancel,
  switchLabel,
  onSwitch,
  children,
}: AuthFormProps) {
  const { closeModal, opener } = useAuth();
  return (
    <Modal title={title} onClose={closeModal} opener={opener}>
      {reason && <p className={styles.reason}>{reason}</p>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submission.pending) void onSubmit();
        }}
      >
        {children}
        <FormMessage id={submission.errorId} error={submission.error} status={status} />
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            aria-disabled={submission.pending || undefined}
          >
            {submitLabel}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        </div>
        {switchLabel && onSwitch && (
          <button type="button" className={styles.link} onClick={onSwitch}>
            {switchLabel}
          </button>
        )}
      </form>
    </Modal>
  );
}
