import spectrumPage from 'virtual:content/spectrum-page';
import type { RouteHead } from './page-head.ts';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import type { EventCardData } from '@/content/views/events.ts';
import { EventFacts } from './events/event-facts.tsx';
import styles from './spectrum-page.module.css';

export const head: RouteHead = {
  title: 'Spectrum',
  description: 'Technical and non-technical events of Spectrum.',
};

function EventSection({ heading, events }: { heading: string; events: readonly EventCardData[] }) {
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
            <h3 className={styles.name}>{event.name}</h3>
            <div className={styles.facts}>
              <EventFacts event={event} />
            </div>
            {event.registerAt ? (
              <ExternalLink className={styles.register} href={event.registerAt}>
                REGISTER HERE<span className="visually-hidden"> for {event.name}</span>
              </ExternalLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpectrumPage() {
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
      <EventSection heading="Technical Events" events={spectrumPage.technical} />
      <EventSection heading="Non-Technical Events" events={spectrumPage.nonTechnical} />
    </>
  );
}
