import type { ContentView } from '@/content/content-views.ts';
import styles from './people-slides.module.css';
import { SlidePortrait } from './slide-portrait.tsx';

/** A notable alumnus: portrait, role, company and batch. */
export function AlumnusSlide({ alumnus }: { alumnus: ContentView<'alumni'>[number] }) {
  return (
    <article className={styles.card}>
      <SlidePortrait src={alumnus.image} name={alumnus.name} />
      <div className={styles.person}>
        <h3 className={styles.name}>{alumnus.name}</h3>
        <p className={styles.role}>{alumnus.designation}</p>
        <p className={styles.company}>{alumnus.company}</p>
        <p className={styles.batch}>Batch of {alumnus.batch}</p>
      </div>
    </article>
  );
}
