import type { EventPageData } from '@/content/views/event-pages.ts';
import { RegistrationStatus } from './registration-status.tsx';

interface RegistrationDetailsProps {
  registration: NonNullable<EventPageData['registration']>;
  eventName: string;
  now: number | undefined;
}

const teamSizeInWords = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${min} ${min === 1 ? 'person' : 'people'}` : `${min} to ${max} people`;

/** The event page's registration: its state, team size, rules and prizes. */
export function RegistrationDetails({ registration, eventName, now }: RegistrationDetailsProps) {
  return (
    <section aria-labelledby="registration">
      <h2 id="registration">Registration</h2>
      <RegistrationStatus registration={registration} eventName={eventName} now={now} />
      {registration.teamSize ? <p>Teams of {teamSizeInWords(registration.teamSize)}</p> : null}
      {registration.rules ? (
        <>
          <h3>Rules</h3>
          <ul>
            {registration.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
      {registration.prizes ? (
        <>
          <h3>Prizes</h3>
          <ul>
            {registration.prizes.map((prize) => (
              <li key={prize}>{prize}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
