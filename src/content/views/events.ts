import type { Content } from '../schema/collections.ts';
import type { FestEvent, Registration, SocietyEvent } from '../schema/events.ts';
import { eventDatesInWords, momentInWords } from './event-dates.ts';

/** When registration opens and closes, as the browser compares them with its clock. */
export interface RegistrationWindow {
  link: string;
  opens: string;
  closes: string;
  opensInWords: string;
  closesInWords: string;
}

/** An event as a card or a slide shows it. */
export interface EventCardData {
  slug: string;
  name: string;
  start: string;
  end: string;
  /** The dates in words, in the institute's time zone. */
  when: string;
  venue: string;
  summary: string;
  image: string;
  /** Registration, when the event takes it. */
  registration?: RegistrationWindow;
  /** The event's own page: /events/{slug}. */
  page: string;
  /** The page of its events: /Spectrum, for the edition it shows. */
  eventsPage?: string;
}

const byStart = (a: { start: string }, b: { start: string }) =>
  Date.parse(a.start) - Date.parse(b.start);

/** What every view of an event starts from: the card's fields, in the institute's time. */
export function eventCard(event: SocietyEvent | FestEvent): EventCardData {
  return {
    slug: event.slug,
    name: event.name,
    start: event.start,
    end: event.end,
    when: eventDatesInWords(event.start, event.end),
    venue: event.venue,
    summary: event.summary,
    image: event.image,
    page: `/events/${event.slug}`,
    ...(event.registration ? { registration: registrationWindow(event.registration) } : {}),
  };
}

export const registrationWindow = ({ link, opens, closes }: Registration): RegistrationWindow => ({
  link,
  opens,
  closes,
  opensInWords: momentInWords(opens),
  closesInWords: momentInWords(closes),
});

/** The edition of Spectrum the /Spectrum page shows: the latest one that has events. */
const shownEdition = ({ events, spectrum }: Content) =>
  events
    .filter((event) => spectrum.some((item) => item.fest === event.slug))
    .sort(byStart)
    .at(-1);

/**
 * /events: its introduction and every society event: those not over when the site was built,
 * soonest first, then the rest, the latest first. That is the order the browser will most likely
 * group them in once it has read its clock (src/pages/events/event-state.ts), so regrouping then
 * only takes the ended ones out of the first list, instead of filling each card anew (a long task
 * just after the page appears). The pre-rendered page says nothing of which is which.
 */
export function eventsPage(content: Content, builtAt = Date.now()) {
  const edition = shownEdition(content);
  const byDate = [...content.events].sort(byStart);
  const notOver = byDate.filter((event) => Date.parse(event.end) > builtAt);
  const over = byDate.filter((event) => Date.parse(event.end) <= builtAt).reverse();
  return {
    intro: content.texts.eventsIntro,
    /** "Utkrishtha, Dehleez, Orientation, … and Spectare.": each event's name once, in date order. */
    description: `${new Intl.ListFormat('en').format(new Set(byDate.map(({ name }) => name)))}.`,
    events: [...notOver, ...over].map((event) => ({
      ...eventCard(event),
      ...(event === edition ? { eventsPage: '/Spectrum' } : {}),
    })),
  };
}

/** The home and about carousels: the events marked to show there, in date order. */
export const highlightedEvents = ({ events }: Content) =>
  events
    .filter((event) => event.highlight)
    .sort(byStart)
    .map(eventCard);

/** /Spectrum: the edition it shows and that edition's events, by track. */
export function spectrumPage(content: Content) {
  const edition = shownEdition(content);
  const ofEdition = content.spectrum.filter((item) => item.fest === edition?.slug).sort(byStart);
  return {
    intro: content.texts.spectrumIntro,
    edition: edition ? eventCard(edition) : undefined,
    technical: ofEdition.filter((item) => item.track === 'technical').map(eventCard),
    nonTechnical: ofEdition.filter((item) => item.track === 'non-technical').map(eventCard),
  };
}

/** An event as the home page's What's On needs it: when, where, and its registration's window. */
export interface WhatsOnEvent {
  name: string;
  page: string;
  start: string;
  end: string;
  when: string;
  venue: string;
  registration?: { opens: string; closes: string; closesInWords: string };
}

/**
 * The home page's What's On: the society's events (a fest among them, its own events on its
 * page) that had not ended when the site was built (one that had can never come up again),
 * soonest first, with only what the section shows, since it loads with the home page
 * (docs/performance.md). Which is next or open is the browser's to say, from its clock.
 */
export function whatsOn({ events }: Content, builtAt = Date.now()): WhatsOnEvent[] {
  return [...events]
    .filter((event) => Date.parse(event.end) > builtAt)
    .sort(byStart)
    .map((event) => {
      const { name, page, start, end, when, venue, registration } = eventCard(event);
      return {
        name,
        page,
        start,
        end,
        when,
        venue,
        ...(registration
          ? {
              registration: {
                opens: registration.opens,
                closes: registration.closes,
                closesInWords: registration.closesInWords,
              },
            }
          : {}),
      };
    });
}

/** The home page's line about Spectrum. */
export const spectrumCallout = ({ texts }: Content) => texts.spectrumCallout;
