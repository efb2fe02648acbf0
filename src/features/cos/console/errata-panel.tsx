import { useRef, useState, type FormEvent } from 'react';
import { errorCode } from '@/backend/ports.ts';
import { errataInOrder } from '@/game/errata.ts';
import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '@/game/numbers.ts';
import type { Errata } from '@/game/types.ts';
import { ChangeOutcomeText, CountedText, useConsoleChange } from './console-change.tsx';
import styles from './console.module.css';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const RIDDLES = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);

interface ErrataPanelProps {
  /** Undefined until the night is read. */
  errata: Errata | undefined;
  /** Attaches `text` to riddle `qNo` in place of any correction before it; null withdraws it. */
  postErratum: (qNo: number, text: string | null) => Promise<void>;
}

function refusal(error: unknown): string {
  return errorCode(error) === 'PERMISSION_DENIED'
    ? 'The database refused the correction: your account may no longer make it.'
    : 'The correction could not be saved. Check the connection and try again.';
}

/** A correction to one riddle: shown on that riddle and on the projector, told to teams on it. */
export function ErrataPanel({ errata, postErratum }: ErrataPanelProps) {
  const [qNo, setQNo] = useState(1);
  const [draft, setDraft] = useState('');
  const { outcome, busy, attempt: attemptChange, refuse } = useConsoleChange(refusal);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const listed = errata ? errataInOrder(errata) : [];

  async function attempt(riddle: number, text: string | null, done: string) {
    const made = await attemptChange(() => postErratum(riddle, text), done);
    if (made && text !== null) setDraft('');
  }

  function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      refuse('Write the correction first.');
      return;
    }
    void attempt(qNo, text, `The correction to question ${qNo} is posted.`);
  }

  function edit(riddle: number, text: string) {
    setQNo(riddle);
    setDraft(text);
    textBox.current?.focus();
  }

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
                  aria-disabled={busy || undefined}
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
        <CountedText
          label="Correction"
          value={draft}
          maxLength={ERRATUM_MAX_LENGTH}
          onChange={setDraft}
          textBoxRef={textBox}
        />
        <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
          Post the correction
        </button>
      </form>
      <ChangeOutcomeText outcome={outcome} />
    </section>
  );
}
