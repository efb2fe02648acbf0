import type { Alumnus } from '../../content/alumni.ts';
import styles from './people-slides.module.css';

/** A notable alumnus: portrait, role, company and batch. */
export function AlumnusSlide({ alumnus }: { alumnus: Alumnus }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.portrait}
        src={alumnus.img}
        alt={`Portrait of ${alumnus.name}`}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.person}>
        <h3 className={styles.name}>{alumnus.name}</h3>
        <p className={styles.role}>{alumnus.designation}</p>
        <p className={styles.company}>{alumnus.company}</p>
        <p className={styles.batch}>Batch of {alumnus.year}</p>
      </div>
    </article>
  );
}
