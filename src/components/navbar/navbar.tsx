import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { navLinks } from '@/content/site.ts';
import { useFocusTrap } from '../focus-trap/use-focus-trap.ts';
import { NavItem } from './nav-item.tsx';
import styles from './navbar.module.css';

const MENU_ID = 'site-menu';

interface NavbarProps {
  /** The avatar button (login modal / sign-out panel), composed in by the app shell. */
  accountMenu: ReactNode;
}

export function Navbar({ accountMenu }: NavbarProps) {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);

  const close = useCallback(() => setOpenOn(null), []);
  useFocusTrap(navRef, open, { onEscape: close });

  useEffect(() => {
    if (!open) return;
    const { style } = document.documentElement;
    style.overflow = 'hidden';
    return () => {
      style.overflow = '';
    };
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} to="/" onClick={close} aria-label="ECS NIT Silchar, home">
          <img
            className={styles.logo}
            src="/images/brand/ecs-logo.svg"
            alt=""
            width="40"
            height="40"
          />
          <span className={styles.wordmark}>
            ECS <span className={styles.institute}>NIT Silchar</span>
          </span>
        </Link>
        <nav ref={navRef} className={styles.nav} aria-label="Main">
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span className={styles.bars} aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          <div id={MENU_ID} className={styles.menu} data-open={open}>
            <ul className={styles.list}>
              {navLinks.map((link) => (
                <NavItem key={link.to} link={link} pathname={pathname} onNavigate={close} />
              ))}
            </ul>
          </div>
        </nav>
        <div className={styles.account}>{accountMenu}</div>
      </div>
    </header>
  );
}
