import { nightTimeZone } from '@/backend/night-time-zone.ts';
import { archiveDate } from '@/game/archive.ts';
import { csvField } from '../standings-csv.ts';
import type { RiddleStatistics } from './riddle-statistics.ts';

const HEADER = [
  'riddle',
  'on it now',
  'solves',
  'median minutes',
  'slowest minutes',
  'wrong guesses',
  'wrong answers (teams)',
];

/**
 * The statistics, a riddle a row, as CSV text: the wrong answers as typed, each with the number
 * of teams that typed it, most first.
 */
export function statisticsCsv(riddles: readonly RiddleStatistics[]): string {
  const rows = riddles.map((riddle) => [
    riddle.question,
    riddle.onItNow,
    riddle.solves,
    riddle.medianMinutes ?? '',
    riddle.slowestMinutes ?? '',
    riddle.wrongGuesses,
    riddle.wrongAnswers.map(({ text, teams }) => `${text} (${teams})`).join('; '),
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `cos-statistics-2026-12-05.csv`: named with the night's date, as the archive names it. */
export function statisticsFileName(opensAt: number | null, timeZone = nightTimeZone()): string {
  return `cos-statistics-${opensAt === null ? 'unscheduled' : archiveDate(opensAt, timeZone)}.csv`;
}
