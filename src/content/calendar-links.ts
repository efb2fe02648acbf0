/** A moment as Google Calendar and iCalendar write it in UTC: 20270911T123000Z. */
export const utcStamp = (moment: string): string =>
  new Date(moment).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The event's own calendar file, written by the build (scripts/build/content/calendar-files.ts). */
export const calendarFile = (slug: string): string => `/events/${slug}.ics`;

/** Every event that has not ended when the site is built, in one calendar file. */
export const UPCOMING_CALENDAR_FILE = '/events.ics';

interface CalendarEntry {
  name: string;
  start: string;
  end: string;
  venue: string;
  summary: string;
}

/** Google Calendar's "add event" form, filled in with the event and its page. */
export function googleCalendarLink(event: CalendarEntry, pageUrl: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: `${event.summary}\n${pageUrl}`,
    location: event.venue,
    ctz: 'Asia/Kolkata',
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
