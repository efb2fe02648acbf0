import type { EventCardData } from '@/content/views/events.ts';
import styles from './event-facts.module.css';

/** When and where an event is: its dates as `<time>` and its venue. */
export function EventFacts({ event }: { event: EventCardData }) {
  return (
    <p className={styles.facts}>
      <time dateTime={event.start}>{event.when}</time>
      <span className={styles.venue}>{event.venue}</span>
    </p>
  );
}
