import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useEffect } from 'react';
import { pageHead } from './page-head.ts';

export function Layout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { title } = pageHead(matches, pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
