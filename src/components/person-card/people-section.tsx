import { useId } from 'react';
import type { Person } from '@/content/person.ts';
import { PersonCard } from './person-card.tsx';
import styles from './people-section.module.css';

interface PeopleSectionProps {
  heading: string;
  people: readonly Person[];
  /** Office bearers and heads: larger cards, fewer per row. */
  featured?: boolean;
}

/** A titled group of people (office bearers, senior members ...) as a grid of cards. */
export function PeopleSection({ heading, people, featured = false }: PeopleSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={featured ? `${styles.grid} ${styles.featured}` : styles.grid}>
        {people.map((person) => (
          <li key={person.name}>
            <PersonCard {...person} featured={featured} />
          </li>
        ))}
      </ul>
    </section>
  );
}
