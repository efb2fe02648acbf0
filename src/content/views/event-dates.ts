/** The institute's time zone: every event's time is said as it is on campus. */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

const withTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * When an event is, in words: "Sat, 12 September 2026, 6:00 – 10:00 pm" for one day, "Fri, 29 –
 * Sun, 31 January 2027" for several. Said at build time, so the browser needs no date library.
 */
export function eventDatesInWords(start: string, end: string): string {
  const [from, to] = [new Date(start), new Date(end)];
  const sameDay = dayOnly.format(from) === dayOnly.format(to);
  return sameDay ? withTime.formatRange(from, to) : dayOnly.formatRange(from, to);
}

/** One moment in words, on campus: "Mon, 1 March 2027, 10:00 am". */
export const momentInWords = (moment: string): string => withTime.format(new Date(moment));
