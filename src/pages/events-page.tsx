import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import eventsPage from 'virtual:content/events-page';
import { UPCOMING_CALENDAR_FILE } from '@/content/calendar-links.ts';
import { EventGallery } from './events/event-gallery.tsx';
import { EventList } from './events/event-list.tsx';
import { GameNightCard } from './events/game-night-card.tsx';
import { upcomingAndPast } from './events/event-state.ts';
import { useNow } from './events/use-now.ts';
import styles from './events/events-page.module.css';

// The description is put into words at build time: the browser's first Intl formatter costs it
// its locale's data, about 15 ms on a slow phone, while the page hydrates.
export const head: RouteHead = { title: 'Events', description: eventsPage.description };

/**
 * Upcoming events, then past ones by year, as the visitor's clock has it. Pre-rendered (and
 * until the browser has read its clock), every event in one list, under a title that says
 * nothing of the day, in the order the build's day would group them (src/content/views/events.ts).
 * The first list stays the same element either way and its cards are filled in place, so
 * regrouping moves nothing on the screen (tests/e2e/layout-stability.spec.ts).
 */
function EventSections({ now }: { now: number | undefined }) {
  const { upcoming, pastByYear } =
    now === undefined
      ? { upcoming: eventsPage.events, pastByYear: [] }
      : upcomingAndPast(eventsPage.events, now);
  return (
    <>
      <section aria-labelledby="events-title">
        <SectionHeading
          id="events-title"
          eyebrow="Through the year"
          title={now === undefined ? 'Our Events' : 'Upcoming Events'}
        />
        {upcoming.length > 0 ? (
          <EventList events={upcoming} now={now} first />
        ) : (
          <p>Nothing is scheduled yet.</p>
        )}
        <GameNightCard />
      </section>
      {pastByYear.length > 0 ? (
        <section aria-labelledby="past-title">
          <SectionHeading id="past-title" title="Past Events" />
          {pastByYear.map(({ year, events }) => (
            <section key={year} aria-labelledby={`past-${year}`}>
              <h3 id={`past-${year}`} className={styles.year}>
                {year}
              </h3>
              <EventList events={events} now={now} headingLevel={4} />
            </section>
          ))}
        </section>
      ) : null}
    </>
  );
}

export function EventsPage() {
  const now = useNow();
  const clockRead = now !== undefined;
  const { hash } = useLocation();
  // The lists regroup once the clock is read, which moves what a link such as #gallery points at.
  useLayoutEffect(() => {
    if (clockRead && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [clockRead, hash]);
  return (
    <>
      <PageHeader eyebrow="Electronics & Communication Society" title="Events">
        <p>{eventsPage.intro}</p>
      </PageHeader>
      <div className={styles.content}>
        <EventSections now={now} />
        <p>
          <a href={UPCOMING_CALENDAR_FILE} download>
            Add every upcoming event to your calendar (.ics)
          </a>
        </p>
        <EventGallery />
      </div>
    </>
  );
}
