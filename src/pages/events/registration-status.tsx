import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link/external-link.tsx';
import type { RegistrationWindow } from '@/content/views/events.ts';
import { registrationState } from './event-state.ts';
import styles from './registration-status.module.css';

interface RegistrationStatusProps {
  registration: RegistrationWindow;
  eventName: string;
  /** The browser's clock; undefined while pre-rendered and hydrating. */
  now: number | undefined;
}

/**
 * Registration as the visitor's day has it: when it opens, the link while it is open, or that it
 * has closed. Before the browser has read its clock, only the dates, which are true on any day.
 */
export function RegistrationStatus({ registration, eventName, now }: RegistrationStatusProps) {
  const { link, opensInWords, closesInWords } = registration;
  if (now === undefined) {
    return (
      <p className={styles.status}>
        Registration opens {opensInWords} and closes {closesInWords}.
      </p>
    );
  }
  const state = registrationState(registration, now);
  if (state === 'not-open') {
    return <p className={styles.status}>Registration opens {opensInWords}</p>;
  }
  if (state === 'closed') return <p className={styles.status}>Registration closed</p>;
  const label = (
    <>
      REGISTER HERE<span className="visually-hidden"> for {eventName}</span>
    </>
  );
  return (
    <p className={styles.status}>
      {link.startsWith('/') ? (
        <Link className={styles.register} to={link}>
          {label}
        </Link>
      ) : (
        <ExternalLink className={styles.register} href={link}>
          {label}
        </ExternalLink>
      )}
      <span className={styles.closes}>Closes {closesInWords}</span>
    </p>
  );
}
