import type { EventCardData } from '@/content/views/events.ts';
import { EventFacts } from './event-facts.tsx';
import styles from './event-slide.module.css';

/** One event in the home and about carousels. */
export function EventSlide({ event }: { event: EventCardData }) {
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
        <EventFacts event={event} />
        <p className={styles.description}>{event.summary}</p>
      </div>
    </article>
  );
}
