import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styles from '../game.module.css';
import { SCREEN_FOCUS } from '../use-screen-focus.ts';

interface AnswerFormProps {
  disabled: boolean;
  /** The cooldown runs: the answer can be edited, but not sent yet. */
  waiting: boolean;
  /** Takes the answer to the database (use-guess.ts); true when it was right, to clear the field. */
  submitGuess: (guess: string) => Promise<boolean>;
}

export function AnswerForm({ disabled, waiting, submitGuess }: AnswerFormProps) {
  const [guess, setGuess] = useState('');
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || disabled || waiting) return;
    setChecking(true);
    try {
      if (await submitGuess(guess)) {
        setGuess('');
        // Pressed with Submit: the next riddle is typed here.
        field.current?.focus();
      }
    } finally {
      setChecking(false);
    }
  }

  return (
    <form className={styles.answerForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Your answer
      </label>
      <div className={styles.answerRow}>
        <input
          ref={field}
          {...SCREEN_FOCUS}
          id={inputId}
          className={styles.input}
          value={guess}
          onChange={(event) => setGuess(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={disabled}
          aria-disabled={disabled || undefined}
        />
        <button
          type="submit"
          className={styles.primary}
          aria-disabled={disabled || waiting || checking || undefined}
        >
          Submit
        </button>
      </div>
    </form>
  );
}
