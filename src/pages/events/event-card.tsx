import { Link } from 'react-router-dom';
import type { SocietyEvent } from '@/content/events.ts';
import styles from './event-card.module.css';

interface EventCardProps {
  event: SocietyEvent;
  /** How soon the artwork loads: `first` is the page's largest paint, `eager` is above the fold. */
  imageLoading: 'first' | 'eager' | 'lazy';
}

/** An event on the events page: artwork, name, description, and its own page if it has one. */
export function EventCard({ event, imageLoading }: EventCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      <img
        className={styles.image}
        src={event.image}
        alt=""
        width={640}
        height={400}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchpriority={imageLoading === 'first' ? 'high' : undefined}
        decoding={imageLoading === 'first' ? undefined : 'async'}
      />
      <div className={styles.body}>
        <h3 id={`event-${event.id}`} className={styles.name}>
          {event.name}
        </h3>
        <p className={styles.description}>{event.description}</p>
        {event.page && (
          <Link className={styles.page} to={event.page}>
            Explore {event.name} events<span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  );
}
