import { archiveDateOf, planNewNight, type NewNightRefusal } from '@/game/new-night.ts';
import type { GameSchedule } from '@/game/types.ts';
import { nightTimeZone } from '../night-time-zone.ts';
import { BackendError, type NewNightReport } from '../ports.ts';
import type { LoopbackCore } from '../rtdb/loopback/loopback-core.ts';
import { asLocalNight } from './night.ts';

/** A refusal of src/game/new-night.ts as the console's error codes say it. */
function refusalError(refusal: NewNightRefusal): BackendError {
  switch (refusal.refused) {
    case 'invalid-schedule':
      return new BackendError('INVALID_ARGUMENT', 'The new night must close after it opens.');
    case 'opened':
      return new BackendError('NIGHT_OPENED', 'The new night has already opened.');
    case 'running':
      return new BackendError(
        'NIGHT_RUNNING',
        'The current night is still running. Start a new one after it closes, or force it.',
      );
    case 'unscheduled-teams':
      return new BackendError('UNSCHEDULED_TEAMS', 'No night holds the teams to archive.');
    case 'not-team-records':
      return new BackendError('INVALID_RECORDS', `Not team records: ${refusal.keys.join(', ')}.`);
    case 'archived-differently':
      return new BackendError(
        'ARCHIVE_EXISTS',
        `A different night is already archived under ${refusal.date}; it is never overwritten.`,
      );
  }
}

/**
 * The organizers' "new night" in local mode, as `npm run game:new-night` does hosted, past the
 * rules with the admin's rights (both follow src/game/new-night.ts): keeps the current night's
 * board under the day it opened on this browser's clock, clears what a night leaves (and the
 * spellings accepted during it, which here are all the written `alternatives/`: the bank's are
 * given beneath), then sets the new schedule. Without a schedule the local game opens every
 * evening, so its teams are cleared with no board kept.
 */
export function startNewLocalNight(
  database: LoopbackCore,
  schedule: GameSchedule,
  now: number,
  { force }: { force: boolean },
): NewNightReport {
  const current = asLocalNight(database.valueAt('game')).schedule;
  const timeZone = nightTimeZone();
  const date = archiveDateOf(current, timeZone);
  const teams = database.valueAt('user');
  const plan = planNewNight({
    schedule,
    held: {
      schedule: current,
      teams: typeof teams === 'object' && teams !== null ? (teams as Record<string, unknown>) : {},
      archived: date === null ? null : database.valueAt(`archive/${date}`),
    },
    force,
    now,
    withoutSchedule: 'evening',
    timeZone,
  });
  if ('refused' in plan) throw refusalError(plan);
  const kept = plan.archive;
  const cleared = [...plan.cleared, 'alternatives', 'game/boardEditedAt'];
  database.writeAsAdmin('', {
    ...Object.fromEntries(cleared.map((path) => [path, null])),
    ...('date' in kept && kept.write ? { [`archive/${kept.date}`]: kept.entry } : {}),
    'game/schedule': plan.schedule,
  });
  return 'date' in kept
    ? { archivedDate: kept.date, archivedTeams: kept.teams }
    : { archivedDate: null, archivedTeams: 0 };
}
