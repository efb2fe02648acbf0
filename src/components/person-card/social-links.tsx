import { ExternalLink } from '../external-link/external-link.tsx';
import type { SocialProfiles } from '@/content/person.ts';
import type { SocialNetwork } from '@/content/site.ts';
import { SocialIcon } from '../social-icon/social-icon.tsx';
import styles from './person-card.module.css';

/** Icon links to a person's (or a post's) profiles, each named "<owner> on <network>". */
export function SocialLinks({ owner, fb, insta, linkedin }: SocialProfiles & { owner: string }) {
  const links: [SocialNetwork, string, string | undefined][] = [
    ['facebook', 'Facebook', fb],
    ['instagram', 'Instagram', insta],
    ['linkedin', 'LinkedIn', linkedin],
  ];
  const present = links.filter((entry): entry is [SocialNetwork, string, string] =>
    Boolean(entry[2]),
  );
  if (present.length === 0) return null;

  return (
    <ul className={styles.socials}>
      {present.map(([network, label, href]) => (
        <li key={network}>
          <ExternalLink href={href} className={styles.social}>
            <SocialIcon network={network} />
            <span className="visually-hidden">
              {owner} on {label}
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
