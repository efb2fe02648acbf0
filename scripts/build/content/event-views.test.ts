import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';
import { projectRoot } from '../hosting-rules.ts';
import { eventDatesInWords } from '../../../src/content/views/event-dates.ts';
import {
  eventsPage,
  highlightedEvents,
  spectrumCallout,
  spectrumPage,
  whatsOn,
} from '../../../src/content/views/events.ts';
import { upcomingAndPast } from '../../../src/pages/events/event-state.ts';

const { content } = loadContent(projectRoot);
if (!content) throw new Error('The content has problems: npm run build names them.');

const inDateOrder = (events: { start: string }[]) =>
  events.every((event, index) => index === 0 || events[index - 1]!.start <= event.start);

describe('events as the pages show them', () => {
  it('/events lists every society event once, with when and where', () => {
    const listed = eventsPage(content).events;
    expect(listed.map((event) => event.slug).sort()).toEqual(
      content.events.map((e) => e.file).sort(),
    );
    for (const event of listed) expect(event.when).not.toBe('');
  });

  it('/events lists them in the order the browser groups them on the day of the build', () => {
    const ends = content.events.map((event) => Date.parse(event.end)).sort((a, b) => a - b);
    // Before every event, between the first to end and the rest, after every event.
    for (const builtAt of [ends[0]! - 1, ends[0]!, ends.at(-1)!]) {
      const listed = eventsPage(content, builtAt).events;
      const { upcoming, pastByYear } = upcomingAndPast(listed, builtAt);
      const grouped = [...upcoming, ...pastByYear.flatMap(({ events }) => events)];
      expect(listed.map((event) => event.slug)).toEqual(grouped.map((event) => event.slug));
    }
    expect(inDateOrder(eventsPage(content, ends[0]! - 1).events)).toBe(true);
  });

  it("the home page's What's On is given the society's events not ended at the build, in date order", () => {
    const [first, second] = [...content.events].sort((a, b) => a.end.localeCompare(b.end));
    if (!first || !second) throw new Error('The content has fewer than two events.');
    const builtAt = Date.parse(first.end);
    const given = whatsOn(content, builtAt);
    expect(given.map((event) => event.page)).not.toContain(`/events/${first.slug}`);
    expect(given.map((event) => event.page)).toContain(`/events/${second.slug}`);
    expect(given).toHaveLength(content.events.filter((e) => Date.parse(e.end) > builtAt).length);
    expect(inDateOrder(given)).toBe(true);
  });

  it('the carousels show the events marked to, in date order', () => {
    const shown = highlightedEvents(content);
    expect(shown.map((event) => event.slug).sort()).toEqual(
      content.events
        .filter((event) => event.highlight)
        .map((event) => event.slug)
        .sort(),
    );
    expect(inDateOrder(shown)).toBe(true);
  });

  it("/Spectrum shows the latest edition's events by track", () => {
    const page = spectrumPage(content);
    const ofEdition = content.spectrum.filter((event) => event.fest === page.edition?.slug);
    expect(page.technical.length + page.nonTechnical.length).toBe(ofEdition.length);
    expect(ofEdition.length).toBeGreaterThan(0);
  });

  it('links the card of the edition /Spectrum shows, and no other, to /Spectrum', () => {
    const edition = spectrumPage(content).edition;
    const linked = eventsPage(content).events.filter((event) => event.eventsPage);
    expect(linked.map((event) => [event.slug, event.eventsPage])).toEqual([
      [edition?.slug, '/Spectrum'],
    ]);
  });

  it("gives every card its event's own page", () => {
    for (const event of [...eventsPage(content).events, ...spectrumPage(content).technical])
      expect(event.page).toBe(`/events/${event.slug}`);
  });

  // The site is not rebuilt when registrations close: the words about Spectrum must stay true.
  it('says nothing that dates about Spectrum: whether registrations are open, a year, "now"', () => {
    for (const text of [spectrumCallout(content), spectrumPage(content).intro]) {
      expect(text).not.toMatch(/\b(are|is|now) open\b|\bclosed?\b|\bnow\b|\btoday\b|\b20\d\d\b/i);
    }
  });

  it("says when an event is in the institute's time, whatever the machine's zone", () => {
    // ICU spaces ranges with thin and narrow spaces; the words are what matter here.
    const words = (start: string, end: string) => eventDatesInWords(start, end).replace(/\s/g, ' ');
    expect(words('2026-09-12T18:00:00+05:30', '2026-09-12T22:00:00+05:30')).toBe(
      'Sat, 12 September 2026, 6:00 – 10:00 pm',
    );
    expect(words('2027-01-29T09:00:00+05:30', '2027-01-31T21:00:00+05:30')).toBe(
      'Fri, 29 – Sun, 31 January 2027',
    );
  });
});
