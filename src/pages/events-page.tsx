import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import eventsPage from 'virtual:content/events-page';
import { EventCard } from './events/event-card.tsx';
import { EventGallery } from './events/event-gallery.tsx';
import styles from './events/events-page.module.css';

/** "Utkrishtha, Dehleez, Orientation … and Spectare.": each event's name once, in date order. */
const eventNames = new Intl.ListFormat('en').format(
  new Set(eventsPage.events.map((event) => event.name)),
);

export const head: RouteHead = { title: 'Events', description: `${eventNames}.` };

export function EventsPage() {
  return (
    <>
      <PageHeader eyebrow="Electronics & Communication Society" title="Events">
        <p>{eventsPage.intro}</p>
      </PageHeader>
      <div className={styles.content}>
        <section aria-labelledby="events-title">
          <SectionHeading id="events-title" eyebrow="Through the year" title="Our Events" />
          <ul className={styles.cards}>
            {eventsPage.events.map((event, index) => (
              <li key={event.slug}>
                <EventCard
                  event={event}
                  imageLoading={index === 0 ? 'first' : index < 2 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
        <EventGallery />
      </div>
    </>
  );
}
