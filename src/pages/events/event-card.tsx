import { Link } from 'react-router-dom';
import type { EventCardData } from '@/content/views/events.ts';
import { EventFacts } from './event-facts.tsx';
import { RegistrationStatus } from './registration-status.tsx';
import styles from './event-card.module.css';

interface EventCardProps {
  event: EventCardData;
  /** How soon the artwork loads: `first` is the page's largest paint, `eager` is above the fold. */
  imageLoading: 'first' | 'eager' | 'lazy';
  /** The browser's clock; undefined while pre-rendered and hydrating. */
  now: number | undefined;
  /** h3 under the page's section headings, h4 under a year's. */
  headingLevel?: 3 | 4;
}

/** An event on the events page: artwork, name linking to its page, when and where, what it is, registration. */
export function EventCard({ event, imageLoading, now, headingLevel = 3 }: EventCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
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
        <Heading id={`event-${event.slug}`} className={styles.name}>
          <Link to={event.page}>{event.name}</Link>
        </Heading>
        <EventFacts event={event} />
        <p className={styles.description}>{event.summary}</p>
        {event.registration ? (
          <RegistrationStatus registration={event.registration} eventName={event.name} now={now} />
        ) : null}
        {event.eventsPage && (
          <Link className={styles.page} to={event.eventsPage}>
            Explore {event.name} events<span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  );
}
