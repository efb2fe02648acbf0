import type { EventCardData } from '@/content/views/events.ts';
import { EventCard } from './event-card.tsx';
import styles from './events-page.module.css';

interface EventListProps {
  events: readonly EventCardData[];
  now: number | undefined;
  /** Whether the list opens the page, so its first picture is its largest paint. */
  first?: boolean;
  headingLevel?: 3 | 4;
}

/** A grid of event cards. */
export function EventList({ events, now, first = false, headingLevel }: EventListProps) {
  return (
    <ul className={styles.cards}>
      {events.map((event, index) => (
        // By place, not by event: when the browser regroups the list, each card is filled in
        // where it stands instead of moving (tests/e2e/layout-stability.spec.ts).
        <li key={index}>
          <EventCard
            event={event}
            now={now}
            headingLevel={headingLevel}
            imageLoading={first && index === 0 ? 'first' : first && index < 2 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
