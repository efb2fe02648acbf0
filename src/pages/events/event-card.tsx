import { Link } from 'react-router-dom';
import type { EventCardData } from '@/content/views/events.ts';
import { EventFacts } from './event-facts.tsx';
import styles from './event-card.module.css';

interface EventCardProps {
  event: EventCardData;
  /** How soon the artwork loads: `first` is the page's largest paint, `eager` is above the fold. */
  imageLoading: 'first' | 'eager' | 'lazy';
}

/** An event on the events page: artwork, name, when and where, what it is, and its own page if it has one. */
export function EventCard({ event, imageLoading }: EventCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`event-${event.slug}`}>
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
        <h3 id={`event-${event.slug}`} className={styles.name}>
          {event.name}
        </h3>
        <EventFacts event={event} />
        <p className={styles.description}>{event.summary}</p>
        {event.page && (
          <Link className={styles.page} to={event.page}>
            Explore {event.name} events<span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  );
}
