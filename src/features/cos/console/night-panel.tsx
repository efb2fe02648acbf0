import { registrationClosesAt } from '@/game/schedule.ts';
import type { GameSchedule, LateRegistration } from '@/game/types.ts';
import styles from './console.module.css';
import { formatNightTime } from './night-time.ts';

interface NightPanelProps {
  schedule: GameSchedule | null | undefined;
  /** The teams refused because registration had closed; null while unknown. */
  late: LateRegistration[] | null;
}

const At = ({ time }: { time: number }) => (
  <time dateTime={new Date(time).toISOString()}>{formatNightTime(time)}</time>
);

/** The night as the database holds it, and the teams that came after registration closed. */
export function NightPanel({ schedule, late }: NightPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="night-heading">
      <h2 id="night-heading">The game night</h2>
      {schedule === undefined && <p>Loading…</p>}
      {schedule === null && <p>No game night is scheduled.</p>}
      {schedule && (
        <dl className={styles.facts}>
          <dt>Opens</dt>
          <dd>
            <At time={schedule.opensAt} />
          </dd>
          <dt>Registration closes</dt>
          <dd>
            <At time={registrationClosesAt(schedule)} />
          </dd>
          <dt>Closes</dt>
          <dd>
            <At time={schedule.closesAt} />
          </dd>
        </dl>
      )}
      {schedule && late !== null && <LateTeams late={late} />}
    </section>
  );
}

/** The late phones' notes: the organizers see who came after registration closed. */
function LateTeams({ late }: { late: LateRegistration[] }) {
  if (late.length === 0) return <p>No team has been refused for registering late.</p>;
  return (
    <>
      <h3>Refused after registration closed</h3>
      <ul>
        {late.map(({ uid, teamName, at }) => (
          <li key={uid}>
            {teamName}, <At time={at} />
          </li>
        ))}
      </ul>
    </>
  );
}
