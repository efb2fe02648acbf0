import type { RouteHead } from './page-head.ts';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { spectrumIntro } from '@/content/spectrum-intro.ts';
import { nonTechnicalEvents, technicalEvents, type SpectrumEvent } from '@/content/spectrum.ts';
import styles from './spectrum-page.module.css';

export const head: RouteHead = {
  title: 'Spectrum',
  description: 'Technical and non-technical events of Spectrum.',
};

function EventSection({ heading, events }: { heading: string; events: readonly SpectrumEvent[] }) {
  const headingId = `spectrum-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.events}>
        {events.map((event) => (
          <li key={event.id} className={styles.event}>
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
            <ExternalLink className={styles.register} href={event.register}>
              REGISTER HERE<span className="visually-hidden"> for {event.name}</span>
            </ExternalLink>
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
        <p>{spectrumIntro.page}</p>
      </PageHeader>
      <EventSection heading="Technical Events" events={technicalEvents} />
      <EventSection heading="Non-Technical Events" events={nonTechnicalEvents} />
    </>
  );
}
