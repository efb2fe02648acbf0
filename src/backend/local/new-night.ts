import { config } from '@/config.ts';
import {
  archiveDateOf,
  planNewNight,
  type ClearedPath,
  type NewNightRefusal,
} from '@/game/new-night.ts';
import type { GameSchedule } from '@/game/types.ts';
import { BackendError } from '../ports.ts';
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
  SPELLINGS_STORAGE_KEY,
  TEAMS_STORAGE_KEY,
  TYPED_STORAGE_KEY,
  writeTable,
} from './tables.ts';

/**
 * Where this browser keeps each node a new night clears. Proofs are never stored here, and the
 * announcement, the errata, the freeze and the released hints are part of the night's entry,
 * which the new night replaces.
 */
const STORAGE_KEYS: Record<ClearedPath, string | null> = {
  user: TEAMS_STORAGE_KEY,
  proofs: null,
  guesses: GUESSES_STORAGE_KEY,
  owners: OWNERS_STORAGE_KEY,
  solves: SOLVES_STORAGE_KEY,
  evicted: EVICTED_STORAGE_KEY,
  devices: DEVICES_STORAGE_KEY,
  announcement: null,
  'game/announcedAt': null,
  errata: null,
  'game/errataAt': null,
  'game/frozenAt': null,
  typed: TYPED_STORAGE_KEY,
  spellings: SPELLINGS_STORAGE_KEY,
  'game/spellingsAt': null,
  lastSpelling: null,
  'game/released': null,
  lateRegistrations: null,
};

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

/**
 * The organizers' "new night" in local mode, as `npm run game:new-night` does hosted (both follow
 * src/game/new-night.ts): keeps the current night's board under the day it opened in India,
 * clears every team, guess, owner, solve, eviction and device code, then sets the new schedule
 * (with no announcement and no freeze). Without a schedule the local game opens every evening,
 * so its teams are cleared with no board kept.
 */
export function startNewLocalNight(
  storage: Storage,
  schedule: GameSchedule,
  now: number,
  options: NewLocalNightOptions = {},
): NewLocalNightResult {
  const envSchedule =
    options.envSchedule === undefined ? scheduleFromEnv(config.localNight) : options.envSchedule;
  const current = readLocalNight(storage, envSchedule).schedule;
  const archive = readTable<unknown>(storage, ARCHIVE_STORAGE_KEY);
  const date = archiveDateOf(current);
  const plan = planNewNight({
    schedule,
    held: {
      schedule: current,
      teams: readTable(storage, TEAMS_STORAGE_KEY),
      archived: date === null ? null : (archive[date] ?? null),
    },
    force: options.force === true,
    now,
    withoutSchedule: 'evening',
  });
  if ('refused' in plan) throw refusalError(plan);

  const kept = plan.archive;
  if ('date' in kept && kept.write) {
    writeTable(storage, ARCHIVE_STORAGE_KEY, { ...archive, [kept.date]: kept.entry });
  }
  for (const path of plan.cleared) {
    const key = STORAGE_KEYS[path];
    if (key) writeTable(storage, key, null);
  }
  writeTable(storage, NIGHT_STORAGE_KEY, { schedule: plan.schedule });
  return 'date' in kept
    ? { archivedDate: kept.date, archivedTeams: kept.teams }
    : { archivedDate: null, archivedTeams: 0 };
}
