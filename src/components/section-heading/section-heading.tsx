import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The h2 that opens a page section, with an accent rule and an optional lead. */
export function SectionHeading({ id, title, eyebrow, children }: SectionHeadingProps) {
  return (
    <div className={styles.wrap}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </div>
  );
}
