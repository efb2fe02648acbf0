import type { GameSchedule } from '@/game/types.ts';
import styles from './console.module.css';
import { formatNightTime } from './night-time.ts';

/** The night as the database holds it. */
export function NightPanel({ schedule }: { schedule: GameSchedule | null | undefined }) {
  return (
    <section className={styles.panel} aria-labelledby="night-heading">
      <h2 id="night-heading">The game night</h2>
      {schedule === undefined && <p>Loading…</p>}
      {schedule === null && <p>No game night is scheduled.</p>}
      {schedule && (
        <dl className={styles.facts}>
          <dt>Opens</dt>
          <dd>
            <time dateTime={new Date(schedule.opensAt).toISOString()}>
              {formatNightTime(schedule.opensAt)}
            </time>
          </dd>
          <dt>Closes</dt>
          <dd>
            <time dateTime={new Date(schedule.closesAt).toISOString()}>
              {formatNightTime(schedule.closesAt)}
            </time>
          </dd>
        </dl>
      )}
    </section>
  );
}
