import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** A short line above the title, e.g. the society's name. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The banner at the top of an inner page: its one h1 and an optional lead paragraph. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </header>
  );
}
