import { useId, useState, type Ref } from 'react';
import styles from './console.module.css';

export type ChangeOutcome =
  { kind: 'idle' | 'busy' } | { kind: 'done' | 'refused'; message: string };

/**
 * A change the console makes for players to see, one at a time: `attempt` runs it unless one
 * is on its way, and says what became of it (`refusal` words the database's refusal).
 */
export function useConsoleChange(refusal: (error: unknown) => string) {
  const [outcome, setOutcome] = useState<ChangeOutcome>({ kind: 'idle' });

  /** Resolves true once the change is made. */
  async function attempt(change: () => Promise<void>, done: string): Promise<boolean> {
    if (outcome.kind === 'busy') return false;
    setOutcome({ kind: 'busy' });
    try {
      await change();
      setOutcome({ kind: 'done', message: done });
      return true;
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusal(error) });
      return false;
    }
  }

  const refuse = (message: string) => setOutcome({ kind: 'refused', message });
  return { outcome, busy: outcome.kind === 'busy', attempt, refuse };
}

/** What became of the last change: a status when made, an alert when refused. */
export function ChangeOutcomeText({ outcome }: { outcome: ChangeOutcome }) {
  if (outcome.kind === 'done') return <p role="status">{outcome.message}</p>;
  if (outcome.kind === 'refused') return <p role="alert">{outcome.message}</p>;
  return null;
}

interface CountedTextProps {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  textBoxRef?: Ref<HTMLTextAreaElement>;
}

/** A text the console shows players, and how many characters of the most it may hold. */
export function CountedText({ label, value, maxLength, onChange, textBoxRef }: CountedTextProps) {
  const countId = useId();
  return (
    <>
      <label>
        {label}
        <textarea
          ref={textBoxRef}
          className={styles.textarea}
          value={value}
          maxLength={maxLength}
          rows={3}
          aria-describedby={countId}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p id={countId} className={styles.count}>
        {value.length} of {maxLength} characters
      </p>
    </>
  );
}
