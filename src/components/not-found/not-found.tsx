import { Link } from 'react-router-dom';
import styles from './not-found.module.css';

/** The not-found view: the app's catch-all route and pages with unknown parameters render it. */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.text}>
        The page you are looking for does not exist or has moved. Check the address, or head back
        home and find it from the menu.
      </p>
      <Link className={styles.home} to="/">
        Back to the home page
      </Link>
    </section>
  );
}
