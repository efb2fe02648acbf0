import { useId, useState } from 'react';
import styles from './faq-accordion.module.css';

export interface FaqItem {
  id: number;
  question: string;
  answer: string | readonly string[];
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
}

/** Questions as buttons inside headings; each answer is a region labelled by its question. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${prefix}-question-${item.id}`;
        const answerId = `${prefix}-answer-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={styles.sign} />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              {typeof item.answer === 'string' ? (
                <p>{item.answer}</p>
              ) : (
                <ul>
                  {item.answer.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
