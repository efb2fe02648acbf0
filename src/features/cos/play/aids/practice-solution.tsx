import { useEffect, useState } from 'react';
import type { AidPort } from '@/backend/ports.ts';
import styles from './aids.module.css';

interface SolutionProps {
  port: Pick<AidPort, 'readSolution'>;
  question: number;
}

function useSolution(port: SolutionProps['port'], question: number, wanted: boolean) {
  const [solution, setSolution] = useState<{ question: number; text: string | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    port.readSolution(question).then(
      (text) => current && setSolution({ question, text }),
      () => current && setSolution({ question, text: null }),
    );
    return () => {
      current = false;
    };
  }, [port, question, wanted]);
  return solution?.question === question ? solution.text : undefined;
}

/** The worked solution of the riddle just answered in practice, shown as it opens. */
export function AnsweredSolution({ port, question }: SolutionProps) {
  const text = useSolution(port, question, true);
  if (!text) return null;
  return (
    <section className={styles.solution} aria-label={`Solution to question ${question}`}>
      <h3 className={styles.heading}>Solution to question {question}</h3>
      <p>{text}</p>
    </section>
  );
}

/** The riddle on screen's solution, one press away: giving up shows it. */
export function GiveUpSolution({ port, question }: SolutionProps) {
  const [asked, setAsked] = useState<number | null>(null);
  const shown = asked === question;
  const text = useSolution(port, question, shown);
  if (!shown) {
    return (
      <button type="button" className={styles.giveUp} onClick={() => setAsked(question)}>
        Give up: show the solution
      </button>
    );
  }
  return (
    <section className={styles.solution} aria-label={`Solution to question ${question}`}>
      <h3 className={styles.heading}>Solution to question {question}</h3>
      <p role="status">{text === undefined ? 'Loading…' : (text ?? 'No solution was given.')}</p>
    </section>
  );
}
