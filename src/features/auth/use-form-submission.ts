import { useId, useState } from 'react';
import type { FormError } from './auth-messages.ts';

interface Submission {
  /** What is wrong, if the form is not ready to send. */
  invalid?: FormError | null;
  send: () => Promise<void>;
  /** A message about the whole form, or one that marks the fields it is about. */
  describeFailure: (failure: unknown) => string | FormError;
}

/**
 * An account form's error and pending state. `submit` shows the validation message, or
 * sends with the submit button disabled and shows what went wrong.
 */
export function useFormSubmission() {
  const errorId = useId();
  const [error, setError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);

  async function submit({ invalid, send, describeFailure }: Submission) {
    setError(invalid ?? null);
    if (invalid) return;
    setPending(true);
    try {
      await send();
    } catch (failure) {
      const described = describeFailure(failure);
      setError(typeof described === 'string' ? { message: described } : described);
    }
    setPending(false);
  }

  return {
    errorId,
    error: error?.message ?? '',
    pending,
    /** For a field's aria-describedby (by its `name`): the error, while it is about that field. */
    describedBy: (field: string) =>
      error && (!error.fields || error.fields.includes(field)) ? errorId : undefined,
    clearError: () => setError(null),
    submit,
  };
}

export type FormSubmission = ReturnType<typeof useFormSubmission>;
