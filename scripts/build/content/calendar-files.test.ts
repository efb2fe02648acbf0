import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../hosting-rules.ts';
import { calendarFiles } from './calendar-files.ts';
import { loadContent } from './load-content.ts';

const { content } = loadContent(projectRoot);
if (!content) throw new Error('The content has problems: npm run build names them.');

const ORIGIN = 'https://ecs.example.org';
const NOW = Date.parse('2026-12-06T12:00:00+05:30');
const files = calendarFiles(content, ORIGIN, NOW);

/** The events of a calendar file, as a calendar application reads them. */
function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('calendar files', () => {
  const all = [...content.events, ...content.spectrum];

  it("hold each event with its name, place, page and times, in the institute's time", () => {
    for (const event of all) {
      const [parsed, ...more] = eventsIn(files.get(`/events/${event.slug}.ics`) ?? '');
      expect(more).toEqual([]);
      expect(parsed?.summary).toBe(event.name);
      expect(parsed?.location).toBe(event.venue);
      expect(parsed?.description).toContain(`${ORIGIN}/events/${event.slug}`);
      expect(parsed?.startDate.toJSDate().getTime()).toBe(Date.parse(event.start));
      expect(parsed?.endDate.toJSDate().getTime()).toBe(Date.parse(event.end));
    }
  });

  it('hold every event not ended at the build in the upcoming calendar, soonest first', () => {
    const upcoming = eventsIn(files.get('/events.ics') ?? '');
    const expected = all
      .filter((event) => Date.parse(event.end) > NOW)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    expect(upcoming.map((event) => event.uid)).toEqual(
      expected.map((event) => `${event.slug}@ecs.example.org`),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(all.length);
  });
});
