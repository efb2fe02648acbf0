import { InitialsAvatar } from '../initials-avatar/initials-avatar.tsx';
import type { Person } from '@/content/person.ts';
import { SocialLinks } from './social-links.tsx';
import styles from './person-card.module.css';

interface PersonCardProps extends Person {
  /** Office bearers get a larger card. */
  featured?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The page's largest paint: the photo loads at once, at high priority, not when scrolled to. */
  leadsPage?: boolean;
}

const PHOTO_SIZE = 112;
const FEATURED_PHOTO_SIZE = 144;

/** One member of the society: photo (or initials), name, designation and profile links. */
export function PersonCard({
  featured = false,
  headingLevel = 3,
  leadsPage = false,
  ...person
}: PersonCardProps) {
  const size = featured ? FEATURED_PHOTO_SIZE : PHOTO_SIZE;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';

  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.portrait}>
        {person.image ? (
          <img
            className={styles.photo}
            src={person.image}
            alt=""
            width={size}
            height={size}
            loading={leadsPage ? 'eager' : 'lazy'}
            fetchpriority={leadsPage ? 'high' : undefined}
            decoding={leadsPage ? 'sync' : 'async'}
          />
        ) : (
          <InitialsAvatar name={person.name} size={size} label="" />
        )}
      </div>
      <Heading className={styles.name}>{person.name}</Heading>
      <p className={styles.designation}>{person.designation}</p>
      <SocialLinks
        owner={person.name}
        fb={person.fb}
        insta={person.insta}
        linkedin={person.linkedin}
      />
    </article>
  );
}
