import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavLinkEntry } from '@/content/site.ts';
import styles from './navbar.module.css';

/** Route matching is case-insensitive, so "/Members/" is the members page too. */
export function isOwnPage(pathname: string, to: string): boolean {
  const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  return normalise(pathname) === normalise(to);
}

interface NavItemProps {
  link: NavLinkEntry;
  pathname: string;
  onNavigate: () => void;
}

export function NavItem({ link, pathname, onNavigate }: NavItemProps) {
  const current = isOwnPage(pathname, link.to);

  if (current && link.hashOnOwnPage) {
    // The old site's "#" self-link: it stays on the page and goes back to its top.
    const backToTop = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onNavigate();
      window.scrollTo({ top: 0 });
    };
    return (
      <li>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "#" on purpose: hashOnOwnPage in content/site.ts */}
        <a className={styles.link} href="#" aria-current="page" onClick={backToTop}>
          {link.label}
        </a>
      </li>
    );
  }

  return (
    <li>
      <Link
        className={styles.link}
        to={link.to}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    </li>
  );
}
