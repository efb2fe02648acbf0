import type { ArchivedNight, ArchivedTeam } from './types.ts';

/** The institute's time zone, where the teams play a hosted night (docs/game-night.md). */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

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

/**
 * The archive key of a night, and its CSVs' date: the day (YYYY-MM-DD) it opened in `timeZone`,
 * an IANA zone (the institute's unless told; local mode counts in the browser's own).
 */
export function archiveDate(opensAt: number, timeZone = INSTITUTE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(opensAt);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `timeZone`'s offset from UTC at `at`, in minutes (+330 for India, which keeps it all year). */
export function utcOffsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours = '0', minutes = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '') ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
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
