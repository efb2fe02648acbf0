import { useId, useRef, useState, type FormEvent } from 'react';
import { errorCode } from '@/backend/ports.ts';
import { errataInOrder } from '@/game/errata.ts';
import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '@/game/numbers.ts';
import type { Errata } from '@/game/types.ts';
import styles from './console.module.css';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const RIDDLES = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);

interface ErrataPanelProps {
  /** Undefined until the night is read. */
  errata: Errata | undefined;
  /** Attaches `text` to riddle `qNo` in place of any correction before it; null withdraws it. */
  postErratum: (qNo: number, text: string | null) => Promise<void>;
}

type Outcome = { kind: 'idle' | 'busy' } | { kind: 'done' | 'refused'; message: string };

function refusal(error: unknown): string {
  return errorCode(error) === 'PERMISSION_DENIED'
    ? 'The database refused the correction: your account may no longer make it.'
    : 'The correction could not be saved. Check the connection and try again.';
}

/** A correction to one riddle: shown on that riddle and on the projector, told to teams on it. */
export function ErrataPanel({ errata, postErratum }: ErrataPanelProps) {
  const [qNo, setQNo] = useState(1);
  const [draft, setDraft] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const textBox = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const listed = errata ? errataInOrder(errata) : [];

  async function attempt(riddle: number, text: string | null, done: string) {
    if (outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    try {
      await postErratum(riddle, text);
      setOutcome({ kind: 'done', message: done });
      if (text !== null) setDraft('');
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusal(error) });
    }
  }

  function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setOutcome({ kind: 'refused', message: 'Write the correction first.' });
      return;
    }
    void attempt(qNo, text, `The correction to question ${qNo} is posted.`);
  }

  function edit(riddle: number, text: string) {
    setQNo(riddle);
    setDraft(text);
    textBox.current?.focus();
  }

  const busy = outcome.kind === 'busy' || undefined;
  return (
    <section className={styles.panel} aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">Corrections</h2>
      <p>
        A correction shows on its riddle, marked “Correction”, and on the projector; a team on that
        riddle is told once. Posting to a riddle again replaces its correction.
      </p>
      {errata && listed.length === 0 && <p>No riddle has a correction.</p>}
      {listed.length > 0 && (
        <ul className={styles.errata}>
          {listed.map(({ qNo: riddle, text, at }) => (
            <li key={riddle}>
              <p>
                Question {riddle}, since {time.format(at)}: “{text}”
              </p>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.rowAction}
                  aria-label={`Edit the correction to question ${riddle}`}
                  onClick={() => edit(riddle, text)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={styles.rowAction}
                  aria-label={`Withdraw the correction to question ${riddle}`}
                  aria-disabled={busy}
                  onClick={() =>
                    void attempt(riddle, null, `The correction to question ${riddle} is withdrawn.`)
                  }
                >
                  Withdraw
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={post}>
        <label>
          Question
          <select
            className={styles.input}
            value={qNo}
            onChange={(event) => setQNo(Number(event.target.value))}
          >
            {RIDDLES.map((riddle) => (
              <option key={riddle} value={riddle}>
                {riddle}
              </option>
            ))}
          </select>
        </label>
        <label>
          Correction
          <textarea
            ref={textBox}
            className={styles.textarea}
            value={draft}
            maxLength={ERRATUM_MAX_LENGTH}
            rows={3}
            aria-describedby={countId}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <p id={countId} className={styles.count}>
          {draft.length} of {ERRATUM_MAX_LENGTH} characters
        </p>
        <button type="submit" className={styles.primary} aria-disabled={busy}>
          Post the correction
        </button>
      </form>
      {outcome.kind === 'done' && <p role="status">{outcome.message}</p>}
      {outcome.kind === 'refused' && <p role="alert">{outcome.message}</p>}
    </section>
  );
}
