import { nightTimeZone } from '@/backend/night-time-zone.ts';
import { archiveDate } from '@/game/archive.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { TeamStanding } from '@/game/types.ts';

const HEADER = ['rank', 'team', 'score', 'question', 'started', 'finished', 'disqualified'];

/** A field as RFC 4180 wants it, and never a formula a spreadsheet would run. */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The standings, ranked as given, as CSV text (times in ISO 8601, UTC). */
export function standingsCsv(ranked: readonly TeamStanding[]): string {
  const rows = ranked.map((team, index) => [
    index + 1,
    team.teamName,
    team.score,
    team.question,
    new Date(team.startedAt).toISOString(),
    team.question > QUESTION_COUNT ? new Date(team.timestamp).toISOString() : '',
    team.disqualified ? 'yes' : 'no',
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `cos-standings-2026-12-05.csv`: named with the night's date, as the archive names it. */
export function csvFileName(opensAt: number | null, timeZone = nightTimeZone()): string {
  return `cos-standings-${opensAt === null ? 'unscheduled' : archiveDate(opensAt, timeZone)}.csv`;
}
