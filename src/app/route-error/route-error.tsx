import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, newBuildReloader } from '../stale-build.ts';
import styles from './route-error.module.css';

/**
 * Shown in place of a page that failed to load or threw; the site's header and footer stay.
 * Both ways out load a fresh page, since the app that failed may be an out-of-date build.
 */
export function RouteError() {
  const error = useRouteError();
  // A page of an older build whose chunk is gone (a deploy since the tab opened): load it afresh.
  const [reloading] = useState(() => isChunkLoadError(error) && newBuildReloader.mayReload());
  useEffect(() => {
    if (reloading) newBuildReloader.reload();
  }, [reloading]);

  if (reloading) {
    return (
      <p role="status" className={styles.error}>
        Loading the latest version of the site…
      </p>
    );
  }
  return (
    <section className={styles.error} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        Sorry!
      </h1>
      <p role="alert" className={styles.text}>
        Something went wrong while loading this page.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className={styles.secondary} href="/">
          Home
        </a>
      </div>
    </section>
  );
}

/** The last resort, for an error in the layout itself: the same message, in a page of its own. */
export function AppError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
