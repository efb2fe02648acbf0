import type { SocietyEvent } from '@/content/events.ts';
import styles from './event-slide.module.css';

/** One event in the home and about carousels. */
export function EventSlide({ event }: { event: SocietyEvent }) {
  return (
    <article className={styles.slide}>
      <img
        className={styles.image}
        src={event.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>{event.name}</h3>
        <p className={styles.description}>{event.description}</p>
      </div>
    </article>
  );
}
