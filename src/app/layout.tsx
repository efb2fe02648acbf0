import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { Footer } from '@/components/footer/footer.tsx';
import { Navbar } from '@/components/navbar/navbar.tsx';
import { Toaster } from '@/components/toast/toaster.tsx';
import { AccountMenu } from '@/features/auth/account-menu.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { pageHead } from '@/pages/page-head.ts';
import styles from './layout.module.css';

/** After a client-side navigation, start keyboard and screen-reader users at the new page. */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    // A dialog that came with the navigation (the login a members' page sends home with) keeps it.
    if (document.activeElement?.closest('[aria-modal]')) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function Layout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { title } = pageHead(matches, pathname);
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AuthProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className={styles.shell}>
        <Navbar accountMenu={<AccountMenu />} />
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <Toaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}
