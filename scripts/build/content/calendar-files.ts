import { createEvents, type EventAttributes } from 'ics';
import { UPCOMING_CALENDAR_FILE, calendarFile } from '../../../src/content/calendar-links.ts';
import type { Content } from '../../../src/content/schema/collections.ts';

const PRODUCT = 'ecs-nits/website';
const CALENDAR_NAME = 'ECS NIT Silchar events';

interface CalendarEvent {
  slug: string;
  name: string;
  start: string;
  end: string;
  venue: string;
  summary: string;
}

/** An event as iCalendar has it: times in UTC, so no calendar needs the time zone's rules. */
function entry(event: CalendarEvent, origin: string): EventAttributes {
  const page = `${origin}/events/${event.slug}`;
  return {
    uid: `${event.slug}@${new URL(origin).host}`,
    title: event.name,
    description: `${event.summary}\n${page}`,
    location: event.venue,
    url: page,
    start: Date.parse(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  };
}

function calendar(events: readonly CalendarEvent[], origin: string): string {
  const { error, value } = createEvents(
    events.map((event) => entry(event, origin)),
    { productId: PRODUCT, calName: CALENDAR_NAME },
  );
  if (error || value === null) throw error ?? new Error('ics wrote no calendar');
  return value;
}

/**
 * The calendar files the build writes, by their path on the site: one per event, and one of
 * every event that has not ended when the site is built (a calendar file cannot wait for the
 * visitor's clock; each deploy writes it again).
 */
export function calendarFiles(content: Content, origin: string, now: number): Map<string, string> {
  const events = [...content.events, ...content.spectrum].sort(
    (a, b) => Date.parse(a.start) - Date.parse(b.start),
  );
  const files = new Map(events.map((event) => [calendarFile(event.slug), calendar([event], origin)]));
  const upcoming = events.filter((event) => Date.parse(event.end) > now);
  files.set(UPCOMING_CALENDAR_FILE, calendar(upcoming, origin));
  return files;
}
