import { ExternalLink } from '../external-link/external-link.tsx';
import { SocialIcon, type SocialNetwork } from './social-icon.tsx';
import styles from './person-card.module.css';

export interface SocialProfiles {
  fb?: string;
  insta?: string;
  linkedin?: string;
}

/** Icon links to a person's (or a post's) profiles, each named "<owner> on <network>". */
export function SocialLinks({ owner, fb, insta, linkedin }: SocialProfiles & { owner: string }) {
  const links: [SocialNetwork, string | undefined][] = [
    ['Facebook', fb],
    ['Instagram', insta],
    ['LinkedIn', linkedin],
  ];
  const present = links.filter((entry): entry is [SocialNetwork, string] => Boolean(entry[1]));
  if (present.length === 0) return null;

  return (
    <ul className={styles.socials}>
      {present.map(([network, href]) => (
        <li key={network}>
          <ExternalLink href={href} className={styles.social}>
            <SocialIcon network={network} />
            <span className="visually-hidden">
              {owner} on {network}
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
