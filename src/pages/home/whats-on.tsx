import { Link } from 'react-router-dom';
import whatsOn from 'virtual:content/whats-on';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import { countdown, eventPhase, registrationState } from '../events/event-state.ts';
import { useNow } from '../events/use-now.ts';
import styles from './whats-on.module.css';

/**
 * The next event (a countdown within its last day) and the registrations open now, as the
 * visitor's clock has them: nothing while the page is pre-rendered or hydrating, and nothing
 * when no event is coming and none is open.
 */
export function WhatsOn() {
  const now = useNow();
  if (now === undefined) return null;
  const next = whatsOn.find((event) => eventPhase(event, now) !== 'past');
  const open = whatsOn.filter(
    (event) => event.registration && registrationState(event.registration, now) === 'open',
  );
  if (!next && open.length === 0) return null;
  const soon = next && countdown(next, now);
  return (
    <section className={styles.whatsOn} aria-labelledby="home-whats-on">
      <SectionHeading id="home-whats-on" eyebrow="Coming up" title="What's On" />
      {next ? (
        <p className={styles.next}>
          {eventPhase(next, now) === 'happening' ? 'Happening now: ' : 'Next: '}
          <Link to={next.page}>{next.name}</Link>, <time dateTime={next.start}>{next.when}</time>,{' '}
          {next.venue}
          {soon ? <strong className={styles.countdown}>{soon}</strong> : null}
        </p>
      ) : null}
      {open.length > 0 ? (
        <>
          <h3 className={styles.heading}>Registration open</h3>
          <ul className={styles.open}>
            {open.map((event) => (
              <li key={event.page}>
                <Link to={event.page}>{event.name}</Link>: closes{' '}
                {event.registration?.closesInWords}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
