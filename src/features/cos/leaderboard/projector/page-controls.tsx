import styles from './projector.module.css';

interface PageControlsProps {
  /** The ranks of the page's first and last teams, of `total`; null before the board has a page. */
  shown: [number, number] | null;
  total: number;
  pages: number;
  turning: boolean;
  next: () => void;
  previous: () => void;
  toggle: () => void;
}

/**
 * Which teams the page shows, and the buttons to turn the pages or stop them turning. The bar
 * is always there at the same height, so the board above it keeps its rows.
 */
export function PageControls(props: PageControlsProps) {
  const { shown, total, pages, turning, next, previous, toggle } = props;
  return (
    <footer className={styles.controls}>
      <p className={styles.range}>{shown && `Teams ${shown[0]}–${shown[1]} of ${total}`}</p>
      {/* Hidden, not gone, on a single page: the bar keeps its height, and so the board its rows. */}
      <div className={pages > 1 ? styles.buttons : styles.idleButtons}>
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
