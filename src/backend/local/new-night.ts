import { config } from '../../config.ts';
import { archiveDate, toArchivedNight } from '../../game/archive.ts';
import { BackendError } from '../ports.ts';
import type { ArchivedNight, GameSchedule } from '../../game/types.ts';
import { isNightOpen, toSchedule } from '../../game/schedule.ts';
import { readLocalNight, scheduleFromEnv } from './night.ts';
import {
  ARCHIVE_STORAGE_KEY,
  DEVICES_STORAGE_KEY,
  EVICTED_STORAGE_KEY,
  GUESSES_STORAGE_KEY,
  NIGHT_STORAGE_KEY,
  OWNERS_STORAGE_KEY,
  readTable,
  SOLVES_STORAGE_KEY,
  TEAMS_STORAGE_KEY,
  writeTable,
} from './tables.ts';

/**
 * What a night leaves behind in local mode, as `user`, `guesses`, `owners`, `solves`, `evicted`
 * and `devices` hosted: a new night lifts the evictions and forgets the device codes.
 */
const NIGHT_KEYS = [
  TEAMS_STORAGE_KEY,
  GUESSES_STORAGE_KEY,
  OWNERS_STORAGE_KEY,
  SOLVES_STORAGE_KEY,
  EVICTED_STORAGE_KEY,
  DEVICES_STORAGE_KEY,
];

export interface NewLocalNightOptions {
  /** Start the new night even while the current one runs (its board is archived as it stands). */
  force?: boolean;
  /** The night `.env.local` sets, which stands when no night is stored in this browser. */
  envSchedule?: GameSchedule | null;
}

export interface NewLocalNightResult {
  /** The date the previous night is archived under; null with no previous schedule or no teams. */
  archivedDate: string | null;
  archivedTeams: number;
}

/** The same night whatever order its teams were stored in. */
function canonical(night: ArchivedNight): string {
  const teams = Object.entries(night.teams).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({ ...night, teams });
}

/**
 * The organizers' "new night" in local mode, as `npm run game:new-night` does hosted: keeps the
 * current night's board under the day it opened in India, clears every team, guess, owner,
 * solve, eviction and device code, then sets the new schedule (with no announcement and no
 * freeze). It never changes an archived night, and refuses while the current night runs unless
 * forced.
 */
export function startNewLocalNight(
  storage: Storage,
  schedule: GameSchedule,
  now: number,
  options: NewLocalNightOptions = {},
): NewLocalNightResult {
  if (!toSchedule(schedule)) {
    throw new BackendError('INVALID_ARGUMENT', 'The new night must close after it opens.');
  }
  // As `npm run game:new-night` refuses: a night already open would show every riddle at once.
  if (schedule.opensAt <= now) {
    throw new BackendError('NIGHT_OPENED', 'The new night has already opened.');
  }
  const envSchedule =
    options.envSchedule === undefined ? scheduleFromEnv(config.localNight) : options.envSchedule;
  const current = readLocalNight(storage, envSchedule).schedule;
  if (current && isNightOpen(current, now) && !options.force) {
    throw new BackendError(
      'NIGHT_RUNNING',
      'The current night is still running. Start a new one after it closes, or force it.',
    );
  }

  const finished =
    current &&
    toArchivedNight(archiveDate(current.opensAt), {
      ...current,
      teams: readTable(storage, TEAMS_STORAGE_KEY),
    });
  const archivedTeams = finished ? Object.keys(finished.teams).length : 0;
  if (finished && archivedTeams > 0) {
    const archive = readTable<unknown>(storage, ARCHIVE_STORAGE_KEY);
    const kept = toArchivedNight(finished.date, archive[finished.date]);
    if (!(finished.date in archive)) {
      const { opensAt, closesAt, teams } = finished;
      const entry = { opensAt, closesAt, teams };
      writeTable(storage, ARCHIVE_STORAGE_KEY, { ...archive, [finished.date]: entry });
    } else if (!(kept && canonical(kept) === canonical(finished))) {
      throw new BackendError(
        'ARCHIVE_EXISTS',
        `A different night is already archived under ${finished.date}; it is never overwritten.`,
      );
    }
  }

  for (const key of NIGHT_KEYS) writeTable(storage, key, null);
  writeTable(storage, NIGHT_STORAGE_KEY, { schedule });
  return archivedTeams > 0 && finished
    ? { archivedDate: finished.date, archivedTeams }
    : { archivedDate: null, archivedTeams: 0 };
}
