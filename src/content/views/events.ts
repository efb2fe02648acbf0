import type { Content } from '../schema/collections.ts';
import type { FestEvent, SocietyEvent } from '../schema/events.ts';
import { eventDatesInWords } from './event-dates.ts';

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
  /** Where to register, when the event takes registrations. */
  registerAt?: string;
}

const byStart = (a: { start: string }, b: { start: string }) =>
  Date.parse(a.start) - Date.parse(b.start);

function card(event: SocietyEvent | FestEvent): EventCardData {
  return {
    slug: event.slug,
    name: event.name,
    start: event.start,
    end: event.end,
    when: eventDatesInWords(event.start, event.end),
    venue: event.venue,
    summary: event.summary,
    image: event.image,
    ...(event.registration ? { registerAt: event.registration.link } : {}),
  };
}

/** /events: its introduction and every society event, in date order. */
export const eventsPage = ({ events, texts }: Content) => ({
  intro: texts.eventsIntro,
  events: [...events].sort(byStart).map(card),
});

/** The home and about carousels: the events marked to show there, in date order. */
export const highlightedEvents = ({ events }: Content) =>
  events
    .filter((event) => event.highlight)
    .sort(byStart)
    .map(card);

/** The edition of Spectrum the /Spectrum page shows: the latest one that has events. */
export function spectrumPage({ events, spectrum, texts }: Content) {
  const editions = events.filter((event) => spectrum.some((item) => item.fest === event.slug));
  const edition = editions.sort(byStart).at(-1);
  const ofEdition = spectrum.filter((item) => item.fest === edition?.slug).sort(byStart);
  return {
    intro: texts.spectrumIntro,
    edition: edition ? card(edition) : undefined,
    technical: ofEdition.filter((item) => item.track === 'technical').map(card),
    nonTechnical: ofEdition.filter((item) => item.track === 'non-technical').map(card),
  };
}

/** The home page's line about Spectrum. */
export const spectrumCallout = ({ texts }: Content) => texts.spectrumCallout;
