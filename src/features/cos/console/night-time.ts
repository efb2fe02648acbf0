const nightTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** "5 December 2026 at 6:00 PM", in the organizer's locale and time zone. */
export function formatNightTime(ms: number): string {
  return nightTime.format(ms);
}
