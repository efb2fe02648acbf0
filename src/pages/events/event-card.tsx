import type { SocietyEvent } from '../../content/events.ts';
import styles from './event-card.module.css';

/** An event on the events page: artwork, name and description. */
export function EventCard({ event, eager }: { event: SocietyEvent; eager: boolean }) {
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      <img
        className={styles.image}
        src={event.image}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <h3 id={`event-${event.id}`} className={styles.name}>
          {event.name}
        </h3>
        <p className={styles.description}>{event.description}</p>
      </div>
    </article>
  );
}
