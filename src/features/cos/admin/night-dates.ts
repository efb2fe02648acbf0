const nightTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** "5 December 2026 at 6:00 PM", in the organizer's locale and time zone. */
export function formatNightTime(ms: number): string {
  return nightTime.format(ms);
}

const archiveDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** "5 December 2026" for an archived night's `YYYY-MM-DD`. */
export function formatArchiveDate(date: string): string {
  return archiveDate.format(Date.parse(`${date}T00:00:00Z`));
}
