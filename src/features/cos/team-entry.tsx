import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TEAM_NAME_MAX_LENGTH } from '../../backend/game-rules.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';

interface TeamEntryProps {
  onStart: (teamName: string) => Promise<void>;
}

export function TeamEntry({ onStart }: TeamEntryProps) {
  const [teamName, setTeamName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = teamName.trim().toLowerCase();
    if (!name) {
      setError(MESSAGES.emptyTeamName);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onStart(name);
    } catch {
      setError(MESSAGES.startFailed);
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="cos-team-heading">
      <h2 id="cos-team-heading" className={styles.cardHeading}>
        Name your team
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          Team name
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={teamName}
          onChange={(event) => setTeamName(event.target.value)}
          maxLength={TEAM_NAME_MAX_LENGTH}
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
          START THE GAME
        </button>
      </form>
    </section>
  );
}
