import styles from './errata.module.css';

/** "Correction", with a pencil beside it: the mark says it in words, not in colour alone. */
export function ErratumMark({ label = 'Correction' }: { label?: string }) {
  return (
    <strong className={styles.mark}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M3 17l1-4 9-9 3 3-9 9-4 1zM12 5l3 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </strong>
  );
}
