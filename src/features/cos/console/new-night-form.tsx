import { useId, useState, type FormEvent } from 'react';
import { errorCode, type OrganizerPort } from '@/backend/ports.ts';
import { MAX_NIGHT_HOURS } from '@/game/numbers.ts';
import styles from './console.module.css';
import { nightDateInWords } from '../leaderboard/night-date.ts';
import { formatNightTime } from './night-time.ts';

const HOUR = 3_600_000;

interface NewNightFormProps {
  startNewNight: OrganizerPort['startNewNight'];
}

type Field = 'opensAt' | 'hours';

type Outcome =
  | { kind: 'idle' | 'busy' }
  | { kind: 'done' | 'refused'; message: string }
  | { kind: 'invalid'; field: Field; message: string };

const MIN_HOURS = 0.5;

/** What is wrong with the form as filled, before anything is sent; null when nothing is. */
function invalidField(opensAt: number, hours: number): { field: Field; message: string } | null {
  if (Number.isNaN(opensAt)) {
    return { field: 'opensAt', message: 'Enter the date and time the new night opens.' };
  }
  if (!(hours >= MIN_HOURS && hours <= MAX_NIGHT_HOURS)) {
    return {
      field: 'hours',
      message: `Enter the night's length in hours, from ${MIN_HOURS} to ${MAX_NIGHT_HOURS}.`,
    };
  }
  return null;
}

function doneMessage(archivedDate: string | null, teams: number, opensAt: number): string {
  const next = `The next night opens on ${formatNightTime(opensAt)}.`;
  if (!archivedDate) return `There was no board to keep. ${next}`;
  const count = teams === 1 ? '1 team' : `${teams} teams`;
  return `The night of ${nightDateInWords(archivedDate) ?? archivedDate} is kept under past nights (${count}). ${next}`;
}

function refusal(error: unknown): string {
  switch (errorCode(error)) {
    case 'NIGHT_RUNNING':
      return 'A game night is running. Tick "End the running night now" to start the new one anyway.';
    case 'ARCHIVE_EXISTS':
      return 'A different night is already kept under that date, and a kept night is never overwritten.';
    case 'INVALID_ARGUMENT':
      return 'The new night must close after it opens.';
    case 'NIGHT_OPENED':
      return 'That time has passed: the new night must open later than now, or every riddle would be readable at once.';
    default:
      return 'The new night could not be started. Try again.';
  }
}

/** Starts the next night: the board is archived and every team name is free again. */
export function NewNightForm({ startNewNight }: NewNightFormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const hintId = useId();
  const problemId = useId();

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
    const fields = event.currentTarget.elements;
    const form = new FormData(event.currentTarget);
    const opensAt = Date.parse(String(form.get('opensAt')));
    const hours = Number(form.get('hours') || Number.NaN);
    const invalid = invalidField(opensAt, hours);
    if (invalid) {
      setOutcome({ kind: 'invalid', ...invalid });
      const field = fields.namedItem(invalid.field);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    const closesAt = opensAt + hours * HOUR;
    setOutcome({ kind: 'busy' });
    try {
      const report = await startNewNight({ opensAt, closesAt }, { force: form.has('force') });
      setOutcome({
        kind: 'done',
        message: doneMessage(report.archivedDate, report.archivedTeams, opensAt),
      });
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusal(error) });
    }
  }

  /** The field the message is about is marked invalid and described by it. */
  const problemOf = (field: Field) =>
    outcome.kind === 'invalid' && outcome.field === field
      ? { 'aria-invalid': true, 'aria-describedby': problemId }
      : {};

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
        noValidate
      >
        <label>
          Opens at
          <input
            name="opensAt"
            type="datetime-local"
            className={styles.input}
            required
            {...problemOf('opensAt')}
          />
        </label>
        <label>
          Hours
          <input
            name="hours"
            className={styles.input}
            {...problemOf('hours')}
            type="number"
            min={MIN_HOURS}
            max={MAX_NIGHT_HOURS}
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
      {(outcome.kind === 'refused' || outcome.kind === 'invalid') && (
        <p id={problemId} role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
