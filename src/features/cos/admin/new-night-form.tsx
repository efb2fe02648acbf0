import { useId, useState, type FormEvent } from 'react';
import { errorCode, type OrganizerPort } from '../../../backend/ports.ts';
import styles from './admin.module.css';
import { formatArchiveDate, formatNightTime } from './night-dates.ts';

const HOUR = 3_600_000;

interface NewNightFormProps {
  startNewNight: OrganizerPort['startNewNight'];
}

type Outcome = { kind: 'idle' | 'busy' } | { kind: 'done' | 'refused'; message: string };

function doneMessage(archivedAs: string | null, teams: number, opensAt: number): string {
  const next = `The next night opens on ${formatNightTime(opensAt)}.`;
  if (!archivedAs) return `There was no board to keep. ${next}`;
  const count = teams === 1 ? '1 team' : `${teams} teams`;
  return `The night of ${formatArchiveDate(archivedAs)} is kept under past nights (${count}). ${next}`;
}

/** Starts the next night: the board is archived and every team name is free again. */
export function NewNightForm({ startNewNight }: NewNightFormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const hintId = useId();

  if (!startNewNight) {
    return (
      <section className={styles.panel} aria-labelledby="new-night-heading">
        <h2 id="new-night-heading">Start a new night</h2>
        <p>
          Run <code>npm run game:new-night</code> (see the README&apos;s game night checklist): it
          keeps tonight&apos;s board under past nights, frees every team name and sets the next
          night in both databases.
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === 'busy' || !startNewNight) return;
    const form = new FormData(event.currentTarget);
    const opensAt = Date.parse(String(form.get('opensAt')));
    const closesAt = opensAt + Number(form.get('hours')) * HOUR;
    setOutcome({ kind: 'busy' });
    try {
      const report = await startNewNight({ opensAt, closesAt }, { force: form.has('force') });
      setOutcome({ kind: 'done', message: doneMessage(report.archivedAs, report.teams, opensAt) });
    } catch (error) {
      const running = errorCode(error) === 'NIGHT_RUNNING';
      setOutcome({
        kind: 'refused',
        message: running
          ? 'A game night is running. Tick "End the running night now" to start the new one anyway.'
          : 'The new night could not be started. Try again.',
      });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="new-night-heading">
      <h2 id="new-night-heading">Start a new night</h2>
      <p id={hintId}>
        Tonight&apos;s board is kept under past nights, then every team name is free again.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-describedby={hintId}
      >
        <label>
          Opens at
          <input name="opensAt" type="datetime-local" className={styles.input} required />
        </label>
        <label>
          Hours
          <input
            name="hours"
            className={styles.input}
            type="number"
            min={0.5}
            max={24}
            step={0.5}
            defaultValue={2}
            required
          />
        </label>
        <label className={styles.check}>
          <input name="force" type="checkbox" />
          End the running night now
        </label>
        <button
          type="submit"
          className={styles.primary}
          aria-disabled={outcome.kind === 'busy' || undefined}
        >
          START A NEW NIGHT
        </button>
      </form>
      {outcome.kind === 'done' && <p role="status">{outcome.message}</p>}
      {outcome.kind === 'refused' && <p role="alert">{outcome.message}</p>}
    </section>
  );
}
