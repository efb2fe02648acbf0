/** The site-wide links and contact details the navbar and footer show. */
import { config } from '@/config.ts';

export interface SiteLink {
  label: string;
  to: string;
}

export interface NavLinkEntry extends SiteLink {
  /** On its own page this link points to `#`, as the old site's did (events, about, members, developers). */
  hashOnOwnPage: boolean;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link, e.g. "ECS on Instagram". */
  label: string;
  href: string;
}

export const SOCIETY_NAME = 'Electronics & Communication Society';
export const INSTITUTE_NAME = 'NIT Silchar';

/** Navbar links, in the old site's order (site.test.ts pins it; the logo links to /). */
export const navLinks: readonly NavLinkEntry[] = [
  { label: 'Events', to: '/events', hashOnOwnPage: true },
  { label: 'About', to: '/about', hashOnOwnPage: true },
  { label: 'Members', to: '/members', hashOnOwnPage: true },
  { label: 'Developers', to: '/developers', hashOnOwnPage: true },
  { label: 'Resource Hub', to: '/resourcehub', hashOnOwnPage: false },
];

/** Footer links: the old site's five plus Events, Gallery and FAQ, now with real targets. */
export const footerLinks: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Resource Hub', to: '/resourcehub' },
  { label: 'Members', to: '/members' },
  { label: 'Developers', to: '/developers' },
  { label: 'About Us', to: '/about' },
  { label: 'Events', to: '/events' },
  { label: 'Gallery', to: '/events#gallery' },
  { label: 'FAQ', to: '/about#faq' },
  { label: 'Feed', to: '/feed' },
];

// Every page shows these: confirm the address and the handles with the office bearers each year.
export const contactEmail = 'ecs@ece.nits.ac.in';

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', label: 'ECS on Facebook', href: 'https://www.facebook.com/ecsnits' },
  { network: 'instagram', label: 'ECS on Instagram', href: 'https://www.instagram.com/ecs_nits/' },
  {
    network: 'linkedin',
    label: 'ECS on LinkedIn',
    href: 'https://www.linkedin.com/company/ecs-nit-silchar/',
  },
];

/** The year of the build, not the old site's fixed 2023: the site is rebuilt at every deploy. */
export const copyrightLine = `© ${config.buildYear} ${SOCIETY_NAME}, ${INSTITUTE_NAME}`;
