import { config } from '../../config.ts';
import { archiveDate } from '../archive-date.ts';
import { toArchivedNight } from '../archive.ts';
import { BackendError, type ArchivedNight, type GameSchedule } from '../ports.ts';
import { isNightOpen, toSchedule } from '../schedule.ts';
import { ARCHIVE_STORAGE_KEY, readLocalArchive } from './archive.ts';
import { NIGHT_STORAGE_KEY, readLocalNight, scheduleFromEnv } from './night.ts';

const TEAMS_KEY = 'ecs.cos.teams';
/** What a night leaves behind in local mode, as `user`, `guesses`, `owners` and `solves` hosted. */
const NIGHT_KEYS = [TEAMS_KEY, 'ecs.cos.guesses', 'ecs.cos.owners', 'ecs.cos.solves'];

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

function readStoredTeams(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(TEAMS_KEY) ?? 'null');
  } catch {
    return null; // An unreadable table holds no team, as the teams adapter reads it.
  }
}

/** The same night whatever order its teams were stored in. */
function canonical(night: ArchivedNight): string {
  const teams = Object.entries(night.teams).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({ ...night, teams });
}

/**
 * The organizers' "new night" in local mode, as `npm run game:new-night` does hosted: keeps the
 * current night's board under the day it opened in India, clears every team, guess, owner and
 * solve, then sets the new schedule (with no announcement and no freeze). It never changes an
 * archived night, and refuses while the current night runs unless forced.
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
    toArchivedNight(archiveDate(current.opensAt), { ...current, teams: readStoredTeams(storage) });
  const archivedTeams = finished ? Object.keys(finished.teams).length : 0;
  if (finished && archivedTeams > 0) {
    const archive = readLocalArchive(storage);
    const kept = toArchivedNight(finished.date, archive[finished.date]);
    if (!(finished.date in archive)) {
      const { opensAt, closesAt, teams } = finished;
      const entry = { opensAt, closesAt, teams };
      storage.setItem(ARCHIVE_STORAGE_KEY, JSON.stringify({ ...archive, [finished.date]: entry }));
    } else if (!(kept && canonical(kept) === canonical(finished))) {
      throw new BackendError(
        'ARCHIVE_EXISTS',
        `A different night is already archived under ${finished.date}; it is never overwritten.`,
      );
    }
  }

  for (const key of NIGHT_KEYS) storage.removeItem(key);
  storage.setItem(NIGHT_STORAGE_KEY, JSON.stringify({ schedule }));
  return archivedTeams > 0 && finished
    ? { archivedDate: finished.date, archivedTeams }
    : { archivedDate: null, archivedTeams: 0 };
}
