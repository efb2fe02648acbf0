import eventPages from 'virtual:content/event-pages';
import { Link, useParams } from 'react-router-dom';
import type { RouteHead } from './page-head.ts';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { NotFound } from '@/components/not-found/not-found.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { EventPhaseLabel } from './events/event-phase-label.tsx';
import { RegistrationDetails } from './events/registration-details.tsx';
import { StructuredData } from './events/structured-data.tsx';
import { useNow } from './events/use-now.ts';
import styles from './events/event-page.module.css';

const eventAt = (slug: string | undefined) =>
  eventPages.find((event) => event.slug === slug?.toLowerCase());

export const head: RouteHead = {
  title: (params) => eventAt(params.slug)?.name ?? 'Page not found',
  description: (params) => {
    const event = eventAt(params.slug);
    return event ? `${event.when}, ${event.venue}. ${event.summary}` : 'No such event.';
  },
};

/** One event's own page: when, where, what, who runs it, registration, and its calendar entry. */
export function EventPage() {
  const event = eventAt(useParams().slug);
  const now = useNow();
  if (!event) return <NotFound />;
  return (
    <>
      <PageHeader eyebrow={event.fest ? event.fest.name : 'ECS event'} title={event.name}>
        <p>{event.summary}</p>
      </PageHeader>
      <article className={styles.page} aria-labelledby="event-facts">
        <h2 id="event-facts" className="visually-hidden">
          When and where
        </h2>
        <dl className={styles.facts}>
          <dt>When</dt>
          <dd>
            <time dateTime={event.start}>{event.when}</time>{' '}
            <span className={styles.phase}>
              <EventPhaseLabel event={event} now={now} />
            </span>
          </dd>
          <dt>Where</dt>
          <dd>{event.venue}</dd>
          <dt>Organized by</dt>
          <dd>{event.organizers.join(', ')}</dd>
          {event.fest ? (
            <>
              <dt>Part of</dt>
              <dd>
                <Link to={event.fest.page}>{event.fest.name}</Link>
              </dd>
            </>
          ) : null}
        </dl>
        <img
          className={styles.image}
          src={event.image}
          alt=""
          width={640}
          height={400}
          fetchpriority="high"
        />
        <p className={styles.description}>{event.description}</p>
        {event.registration ? (
          <RegistrationDetails registration={event.registration} eventName={event.name} now={now} />
        ) : null}
        <section aria-labelledby="add-to-calendar">
          <h2 id="add-to-calendar">Add to calendar</h2>
          <ul className={styles.calendar}>
            <li>
              <a href={event.calendarFile} download>
                Calendar file (.ics)
              </a>
            </li>
            <li>
              <ExternalLink href={event.googleCalendar}>Google Calendar</ExternalLink>
            </li>
          </ul>
        </section>
        <p>
          <Link to="/events">All events</Link>
        </p>
        <StructuredData data={event.structuredData} />
      </article>
    </>
  );
}
