import { useId, useState } from 'react';

interface Submission {
  /** The validation message, if the form is not ready to send. */
  invalid?: string | null;
  send: () => Promise<void>;
  describeFailure: (failure: unknown) => string;
}

/**
 * An account form's error and pending state. `submit` shows the validation message, or
 * sends with the submit button disabled and shows what went wrong.
 */
export function useFormSubmission() {
  const errorId = useId();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function submit({ invalid, send, describeFailure }: Submission) {
    setError(invalid ?? '');
    if (invalid) return;
    setPending(true);
    try {
      await send();
    } catch (failure) {
      setError(describeFailure(failure));
    }
    setPending(false);
  }

  return {
    errorId,
    error,
    pending,
    /** For the fields' aria-describedby: the error, while there is one. */
    describedBy: error ? errorId : undefined,
    clearError: () => setError(''),
    submit,
  };
}

export type FormSubmission = ReturnType<typeof useFormSubmission>;
