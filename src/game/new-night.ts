import { archiveDate, toArchivedTeam } from './archive.ts';
import { isNightOpen, toSchedule } from './schedule.ts';
import type { ArchivedTeam, GameSchedule, WithoutSchedule } from './types.ts';

/**
 * What a new night clears, as the database's paths: every team with its proofs, guesses, owner
 * entry and solves, the evictions, the device codes, the announcement, the errata, the released
 * hints and the freeze, the typed answers and the spellings accepted mid-night with their
 * notices. Organizers (`admins`), the answers and every archived night stay.
 */
export const CLEARED_PATHS = [
  'user',
  'proofs',
  'guesses',
  'owners',
  'solves',
  'evicted',
  'devices',
  'game/announcement',
  'game/errata',
  'game/frozenAt',
  'typed',
  'spellings',
  'game/spellingsAt',
  'game/released',
] as const;

export type ClearedPath = (typeof CLEARED_PATHS)[number];

/** A finished night's board as `archive/{date}` keeps it. */
export interface ArchiveEntry {
  opensAt: number;
  closesAt: number;
  teams: Record<string, ArchivedTeam>;
}

/** What the database holds before the new night. */
export interface HeldNight {
  /** `game/schedule` as stored (anything: a value that is no night counts as none). */
  schedule: unknown;
  /** `user/`: team key -> record. */
  teams: Record<string, unknown>;
  /** `archive/{date}` for the held night's date (archiveDateOf), null when empty. */
  archived: unknown;
}

export interface NewNightRequest {
  schedule: GameSchedule;
  held: HeldNight;
  /** Go ahead while the held night runs, or clear teams no night can be archived for. */
  force: boolean;
  /** Server time now. */
  now: number;
  /** Teams without a night are normal where the game opens every evening, an anomaly otherwise. */
  withoutSchedule: WithoutSchedule;
  /** The zone the archive's date is counted in (archiveDate): the institute's unless told. */
  timeZone?: string;
}

/** Why nothing may be written; the caller says it in its own words. */
export type NewNightRefusal =
  | { refused: 'invalid-schedule' }
  | { refused: 'opened' }
  | { refused: 'running'; night: GameSchedule }
  | { refused: 'unscheduled-teams'; teams: number }
  | { refused: 'not-team-records'; keys: string[] }
  | { refused: 'archived-differently'; date: string };

/**
 * The held night's board to keep (`write` false when an identical one is kept already), or why
 * none: the held night had no team, or there is no held night (its `teams` are cleared unkept).
 */
export type ArchiveDecision =
  | { date: string; night: GameSchedule; entry: ArchiveEntry; teams: number; write: boolean }
  | { none: 'no-teams' }
  | { none: 'no-night'; teams: number };

export interface NewNightPlan {
  archive: ArchiveDecision;
  cleared: readonly ClearedPath[];
  schedule: GameSchedule;
}

/** The archive date of a stored `game/schedule` in `timeZone` (archiveDate), null for no night. */
export function archiveDateOf(schedule: unknown, timeZone?: string): string | null {
  const night = toSchedule(schedule);
  return night ? archiveDate(night.opensAt, timeZone) : null;
}

/** Whether two JSON values are equal, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

function archiveOf(
  night: GameSchedule,
  teams: Record<string, unknown>,
  archived: unknown,
  timeZone: string | undefined,
): ArchiveDecision | NewNightRefusal {
  const kept: Record<string, ArchivedTeam> = {};
  const broken: string[] = [];
  for (const [key, record] of Object.entries(teams)) {
    const team = toArchivedTeam(record);
    if (team) kept[key] = team;
    else broken.push(key);
  }
  if (broken.length > 0) return { refused: 'not-team-records', keys: broken };
  const date = archiveDate(night.opensAt, timeZone);
  const entry = { opensAt: night.opensAt, closesAt: night.closesAt, teams: kept };
  const identical = sameJson(archived, entry);
  if (archived !== null && !identical) return { refused: 'archived-differently', date };
  return { date, night, entry, teams: Object.keys(kept).length, write: !identical };
}

/**
 * The organizers' new night, decided once for the local backend and `npm run game:new-night`:
 * the held night's board is archived under the day it opened (archiveDate; never over a different
 * board), CLEARED_PATHS are cleared and `schedule` is set. Refused for a schedule that closes
 * before it opens or has already opened (its riddles would be readable at once), for records
 * that are no team's, and, unless `force`, while the held night runs or for teams with no night
 * to archive them under where that is an anomaly.
 */
export function planNewNight(request: NewNightRequest): NewNightPlan | NewNightRefusal {
  const { schedule, held, force, now, withoutSchedule, timeZone } = request;
  if (!toSchedule(schedule)) return { refused: 'invalid-schedule' };
  if (schedule.opensAt <= now) return { refused: 'opened' };
  const night = toSchedule(held.schedule);
  const teams = Object.keys(held.teams).length;
  if (night && isNightOpen(night, now) && !force) return { refused: 'running', night };
  if (!night && teams > 0 && withoutSchedule === 'closed' && !force) {
    return { refused: 'unscheduled-teams', teams };
  }
  let archive: ArchiveDecision | NewNightRefusal;
  if (!night) archive = { none: 'no-night', teams };
  else if (teams === 0) archive = { none: 'no-teams' };
  else archive = archiveOf(night, held.teams, held.archived, timeZone);
  if ('refused' in archive) return archive;
  return { archive, cleared: CLEARED_PATHS, schedule };
}
