import { isDeepStrictEqual } from 'node:util';
import { describePlan, planNight } from './night-plan.ts';
import { describeNight } from './night-time.ts';

/** Archives are dated in India (no daylight saving): the day the night opened there. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** What a new night removes, in one multi-path update with the archive and the schedule. */
export const CLEARED_PATHS = [
  'user',
  'proofs',
  'guesses',
  'owners',
  'solves',
  'evicted',
  'devices',
  'game/announcement',
  'game/frozenAt',
];

/** `archive/{YYYY-MM-DD}` key of a night opening at `opensAt` (epoch ms), Asia/Kolkata. */
export function archiveDate(opensAt) {
  return new Date(opensAt + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

const isNight = (schedule) =>
  schedule !== null && Number.isFinite(schedule.opensAt) && Number.isFinite(schedule.closesAt);

/** The archive date of a stored game/schedule, null when it holds no valid night. */
export const archiveDateOf = (schedule) =>
  isNight(schedule) ? archiveDate(schedule.opensAt) : null;

const KEPT_FIELDS = {
  teamName: 'string',
  question: 'number',
  score: 'number',
  startedAt: 'number',
  timestamp: 'number',
};

/** One team's standing as the archive keeps it, or null when `record` is not a team record. */
function archivedTeam(record) {
  if (typeof record !== 'object' || record === null) return null;
  const fields = Object.entries(KEPT_FIELDS);
  if (!fields.every(([field, type]) => typeof record[field] === type)) return null;
  const { teamName, question, score, startedAt, timestamp } = record;
  return {
    teamName,
    question,
    score,
    startedAt,
    timestamp,
    disqualified: record.disqualified === true,
  };
}

function standings(held, teams) {
  const entries = Object.entries(teams);
  const archived = entries.map(([key, record]) => [key, archivedTeam(record)]);
  const broken = archived.filter(([, team]) => team === null).map(([key]) => `user/${key}`);
  if (broken.length > 0) {
    return {
      problem: `Not team records, so they cannot be archived: ${broken.join(', ')}. Nothing was written. Fix or delete them in the Firebase console first.`,
    };
  }
  return { entry: { ...held, teams: Object.fromEntries(archived) } };
}

function noArchiveReason(held, teamCount) {
  if (held) return 'no team played the previous night';
  if (teamCount === 0) return 'there is no previous night in game/schedule';
  return `there is no previous night in game/schedule to archive its ${teamCount} teams under`;
}

/**
 * Decides what `npm run game:new-night` writes: the finished night's standings to
 * `archive/{date}`, the nodes it clears, and the new night exactly as game:schedule
 * writes it (planNight with `replace`, as the old night is what it replaces).
 *
 * stored: `game/schedule` (null: none), `user/` (teamKey -> record), `archive/{date}` for
 * that night's date (null: none) and the riddles' opensAt (see planNight).
 * Returns `{ problem }` with nothing to write, or `{ archive, firestore, database }`:
 * `archive` is `{ date, night, teams, write }` (`write` false when an identical entry is
 * already there) or `{ none: reason }`; `database` is one root multi-path update.
 *
 * @param {{
 *   schedule: { opensAt: number, closesAt: number },
 *   stored: {
 *     schedule: { opensAt: number, closesAt: number } | null,
 *     teams: Record<string, unknown>,
 *     archived: unknown,
 *     questions: { id: string, opensAt: number | null }[],
 *   },
 *   force: boolean,
 *   offsetMinutes: number,
 *   now: number,
 * }} request
 */
export function planNewNight({ schedule, stored, force, offsetMinutes, now }) {
  const held = isNight(stored.schedule) ? stored.schedule : null;
  const teamCount = Object.keys(stored.teams).length;
  if (held && held.opensAt <= now && now < held.closesAt && !force) {
    return {
      problem: `A night is running (${describeNight(held, offsetMinutes)}): nothing was written. Run this after it closes, or add --force to end it now with the standings as they are.`,
    };
  }
  if (!held && teamCount > 0 && !force) {
    return {
      problem: `user/ holds ${teamCount} teams but game/schedule holds no night to archive them under: nothing was written. Add --force to clear them without an archive.`,
    };
  }

  /** @type {{ none: string } | { date: string, night: { opensAt: number, closesAt: number }, teams: number, write: boolean }} */
  let archive = { none: noArchiveReason(held, teamCount) };
  /** @type {Record<string, unknown>} */
  const database = {};
  if (held && teamCount > 0) {
    const copied = standings(held, stored.teams);
    if (copied.problem) return copied;
    const date = archiveDate(held.opensAt);
    const identical = isDeepStrictEqual(stored.archived, copied.entry);
    if (stored.archived !== null && !identical) {
      return {
        problem: `archive/${date} already holds another night, which is never overwritten: nothing was written. Compare it with user/ in the Firebase console.`,
      };
    }
    archive = { date, night: held, teams: teamCount, write: !identical };
    if (!identical) database[`archive/${date}`] = copied.entry;
  }

  const night = planNight({
    schedule,
    uploads: null,
    stored: { schedule: stored.schedule, questions: stored.questions },
    replace: true,
    offsetMinutes,
    now,
  });
  if (night.problem) return night;
  for (const path of CLEARED_PATHS) database[path] = null;
  Object.assign(database, night.database);
  return { archive, firestore: night.firestore, database };
}

/** The plan in words, for --dry-run and the report after writing. */
export function describeNewNight({ archive, firestore, database }, offsetMinutes) {
  const lines = [];
  if (archive.none) lines.push(`  nothing archived: ${archive.none}`);
  else {
    const what = `the night of ${describeNight(archive.night, offsetMinutes)}, ${archive.teams} teams`;
    lines.push(
      archive.write
        ? `  RTDB archive/${archive.date} = ${what}`
        : `  RTDB archive/${archive.date} already holds ${what}: kept as it is`,
    );
  }
  lines.push(`  RTDB cleared: ${CLEARED_PATHS.join(', ')}`);
  return `${lines.join('\n')}\n${describePlan({ firestore, database })}`;
}
