import { isArchiveDate } from '../backend/archive-date.ts';
import type { ArchivedNight, ArchivedTeam } from '../backend/ports.ts';

/** The archive's keys that are dates, newest first. */
export function newestFirst(dates: Iterable<string>): string[] {
  return [...dates].filter(isArchiveDate).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toArchivedTeam(value: unknown): ArchivedTeam | null {
  if (!isRecordObject(value)) return null;
  const { teamName, question, score, startedAt, timestamp, disqualified } = value;
  if (
    typeof teamName !== 'string' ||
    typeof question !== 'number' ||
    typeof score !== 'number' ||
    typeof startedAt !== 'number' ||
    typeof timestamp !== 'number'
  ) {
    return null;
  }
  return { teamName, question, score, startedAt, timestamp, disqualified: disqualified === true };
}

/** A stored night, or null when it is absent or not shaped like one; malformed teams are left out. */
export function toArchivedNight(date: string, value: unknown): ArchivedNight | null {
  if (!isRecordObject(value)) return null;
  const { opensAt, closesAt, teams } = value;
  if (typeof opensAt !== 'number' || typeof closesAt !== 'number') return null;
  const kept: Record<string, ArchivedTeam> = {};
  for (const [teamKey, stored] of Object.entries(isRecordObject(teams) ? teams : {})) {
    const team = toArchivedTeam(stored);
    if (team) kept[teamKey] = team;
  }
  return { date, opensAt, closesAt, teams: kept };
}
