import type { ArchivedNight, ArchivedTeam } from './types.ts';

/** India keeps UTC+05:30 all year, so a fixed offset names the day a night opened there. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Whether `date` is a real calendar day written YYYY-MM-DD (the archive's keys). */
export function isArchiveDate(date: string): boolean {
  const day = new Date(`${date}T00:00Z`);
  // Date rolls a day past its month's end (2026-02-30) over into the next month.
  return (
    /^\d{4}-\d\d-\d\d$/.test(date) &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(date)
  );
}

/** The archive key of a night: the day (YYYY-MM-DD) it opened in India (Asia/Kolkata). */
export function archiveDate(opensAt: number): string {
  return new Date(opensAt + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The archive's keys that are dates, newest first. */
export function newestFirst(dates: Iterable<string>): string[] {
  return [...dates].filter(isArchiveDate).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A team's standing as the archive keeps it (no owner), or null when `value` is no team record. */
export function toArchivedTeam(value: unknown): ArchivedTeam | null {
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
