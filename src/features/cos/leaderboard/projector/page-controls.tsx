import styles from './projector.module.css';

interface PageControlsProps {
  /** The ranks of the page's first and last teams, of `total`; null before the board has a page. */
  shown: [number, number] | null;
  total: number;
  pages: number;
  /** Someone is using the pointer: the buttons show; otherwise only a keyboard's focus shows them. */
  revealed: boolean;
  turning: boolean;
  next: () => void;
  previous: () => void;
  toggle: () => void;
}

/**
 * Which teams the page shows, and the buttons to turn the pages or stop them turning, out of
 * sight on the wall until the organizer at the laptop moves the pointer or tabs to them. The bar
 * is always there at the same height, so the board above it keeps its rows.
 */
export function PageControls(props: PageControlsProps) {
  const { shown, total, pages, revealed, turning, next, previous, toggle } = props;
  const buttons = revealed ? styles.buttons : `${styles.buttons} ${styles.tucked}`;
  return (
    <footer className={styles.controls}>
      <p className={styles.range}>{shown && `Teams ${shown[0]}–${shown[1]} of ${total}`}</p>
      {/* Hidden, not gone, on a single page: the bar keeps its height, and so the board its rows. */}
      <div className={pages > 1 ? buttons : styles.idleButtons}>
        <button type="button" className={styles.button} onClick={previous}>
          Previous page
        </button>
        <button type="button" className={styles.button} onClick={toggle}>
          {turning ? 'Pause' : 'Play'}
          <span className="visually-hidden"> paging</span>
        </button>
        <button type="button" className={styles.button} onClick={next}>
          Next page
        </button>
      </div>
    </footer>
  );
}
