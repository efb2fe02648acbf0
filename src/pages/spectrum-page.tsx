import spectrumPage from 'virtual:content/spectrum-page';
import type { RouteHead } from './page-head.ts';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import type { EventCardData } from '@/content/views/events.ts';
import { EventFacts } from './events/event-facts.tsx';
import { EventPhaseLabel } from './events/event-phase-label.tsx';
import { RegistrationStatus } from './events/registration-status.tsx';
import { useNow } from './events/use-now.ts';
import styles from './spectrum-page.module.css';

export const head: RouteHead = {
  title: 'Spectrum',
  description: 'Technical and non-technical events of Spectrum.',
};

interface EventSectionProps {
  heading: string;
  events: readonly EventCardData[];
  now: number | undefined;
}

function EventSection({ heading, events, now }: EventSectionProps) {
  const headingId = `spectrum-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.events}>
        {events.map((event) => (
          <li key={event.slug} className={styles.event}>
            <img
              className={styles.photo}
              src={event.image}
              alt=""
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
            />
            <h3 className={styles.name}>
              <Link to={event.page}>{event.name}</Link>
            </h3>
            <div className={styles.facts}>
              <EventFacts event={event} />
              <p className={styles.phase}>
                <EventPhaseLabel event={event} now={now} />
              </p>
              {event.registration ? (
                <RegistrationStatus
                  registration={event.registration}
                  eventName={event.name}
                  now={now}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpectrumPage() {
  const now = useNow();
  return (
    <>
      <PageHeader title="Spectrum" eyebrow="The annual fest of ECS">
        <p>{spectrumPage.intro}</p>
        {spectrumPage.edition ? (
          <p>
            <time dateTime={spectrumPage.edition.start}>{spectrumPage.edition.when}</time>,{' '}
            {spectrumPage.edition.venue}
          </p>
        ) : null}
      </PageHeader>
      <EventSection heading="Technical Events" events={spectrumPage.technical} now={now} />
      <EventSection heading="Non-Technical Events" events={spectrumPage.nonTechnical} now={now} />
    </>
  );
}
