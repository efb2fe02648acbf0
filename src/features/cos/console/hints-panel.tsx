import { useCallback, useState } from 'react';
import { nextToRelease } from '@/game/hints.ts';
import type { RiddleAids } from '@/game/types.ts';
import styles from './console.module.css';
import { ReleaseHintDialog, type HintRelease } from './release-hint-dialog.tsx';

interface HintsPanelProps {
  /** What help each riddle has; null until read. */
  aids: Record<string, RiddleAids> | null;
  released: Record<string, number[]> | undefined;
  release: (question: number, hint: number) => Promise<void>;
}

const hintsOf = (count: number) => `${count} hint${count === 1 ? '' : 's'}`;

/**
 * Each riddle's timed hints, and a button that releases its next one to every team at once,
 * once confirmed (docs/game-night.md, "5. The night"): for a riddle that has everyone stuck.
 */
export function HintsPanel({ aids, released = {}, release }: HintsPanelProps) {
  const [said, setSaid] = useState('');
  const [asking, setAsking] = useState<HintRelease | null>(null);
  const close = useCallback(() => setAsking(null), []);
  const releaseIt = useCallback(
    ({ question, hint }: HintRelease) => release(question, hint),
    [release],
  );
  const told = useCallback(
    ({ question, hint }: HintRelease) =>
      setSaid(`Hint ${hint} of riddle ${question} is released to every team.`),
    [],
  );
  const riddles = Object.entries(aids ?? {})
    .filter(([, riddle]) => riddle.hints.length > 0)
    .sort(([a], [b]) => Number(a) - Number(b));

  return (
    <section className={styles.panel} aria-labelledby="hints-heading">
      <h2 id="hints-heading">Hints</h2>
      <p>
        A team sees each hint once it has been on the riddle for the hint&apos;s minutes. Release a
        riddle&apos;s next hint to every team at once when all are stuck on it.
      </p>
      {aids === null && <p>Loading the riddles&apos; hints…</p>}
      {aids !== null && riddles.length === 0 && <p>No riddle of this bank has hints.</p>}
      <ul className={styles.hintRiddles}>
        {riddles.map(([question, riddle]) => {
          const out = released[question] ?? [];
          const next = nextToRelease(riddle.hints, out);
          return (
            <li key={question}>
              Riddle {question}: {hintsOf(riddle.hints.length)} (after {riddle.hints.join(', ')}{' '}
              minutes), {out.length} released to every team.{' '}
              {next !== null && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => setAsking({ question: Number(question), hint: next })}
                >
                  Release hint {next} of riddle {question}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status">{said}</p>
      {asking && (
        <ReleaseHintDialog request={asking} release={releaseIt} onReleased={told} onClose={close} />
      )}
    </section>
  );
}
