import { useId } from 'react';
import type { Person } from '@/content/person.ts';
import { PersonCard } from './person-card.tsx';
import styles from './people-section.module.css';

interface PeopleSectionProps {
  heading: string;
  people: readonly Person[];
  /** Office bearers and heads: larger cards, fewer per row. */
  featured?: boolean;
  /** The heading's level: 3 inside a page's own sections (a past term on /members/past). */
  level?: 2 | 3;
  /** The page's first section: its first photo is the page's largest paint, so it loads at once. */
  leadsPage?: boolean;
}

/** A titled group of people (office bearers, senior members ...) as a grid of cards. */
export function PeopleSection({
  heading,
  people,
  featured = false,
  level = 2,
  leadsPage = false,
}: PeopleSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <ul className={featured ? `${styles.grid} ${styles.featured}` : styles.grid}>
        {people.map((person, index) => (
          <li key={person.name}>
            <PersonCard
              {...person}
              featured={featured}
              headingLevel={level === 2 ? 3 : 4}
              leadsPage={leadsPage && index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
