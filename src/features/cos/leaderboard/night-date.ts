import { isArchiveDate } from '@/game/archive.ts';

/** `2026-12-05` as `5 December 2026`; null for a date that is not YYYY-MM-DD or not a real day. */
export function nightDateInWords(date: string | undefined): string | null {
  if (date === undefined || !isArchiveDate(date)) return null;
  return new Date(`${date}T00:00Z`).toLocaleDateString('en-IN', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/** The past night page's title, as its route's head gives it. */
export function pastNightTitle(date: string | undefined): string {
  const words = nightDateInWords(date);
  return words ? `Leaderboard of ${words}` : 'No game night on that date';
}
