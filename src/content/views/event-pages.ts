import type { Event, WithContext } from 'schema-dts';
import type { Content } from '../schema/collections.ts';
import type { FestEvent, SocietyEvent } from '../schema/events.ts';
import { calendarFile, googleCalendarLink } from '../calendar-links.ts';
import { eventCard, type EventCardData, type RegistrationWindow } from './events.ts';

/** Where the site is served, for the absolute links of structured data and calendars. */
export interface SiteAddress {
  origin: string;
}

const SOCIETY = 'Electronics & Communication Society, NIT Silchar';

/** Everything an event's own page shows: its card's fields, and more. */
export interface EventPageData extends Omit<EventCardData, 'registration' | 'eventsPage'> {
  description: string;
  organizers: string[];
  registration?: RegistrationWindow & {
    teamSize?: { min: number; max: number };
    rules?: string[];
    prizes?: string[];
  };
  /** The fest it is part of, and the page that lists the fest's events. */
  fest?: { name: string; page: string };
  calendarFile: string;
  googleCalendar: string;
  structuredData: WithContext<Event>;
}

function structuredData(event: SocietyEvent | FestEvent, { origin }: SiteAddress) {
  const data: WithContext<Event> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.summary,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${origin}/events/${event.slug}`,
    image: [`${origin}${event.image}`],
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${event.venue}, National Institute of Technology Silchar`,
        addressLocality: 'Silchar',
        addressRegion: 'Assam',
        postalCode: '788010',
        addressCountry: 'IN',
      },
    },
    organizer: { '@type': 'Organization', name: SOCIETY, url: origin },
  };
  if (!event.registration) return data;
  const { link, opens, closes } = event.registration;
  return {
    ...data,
    offers: {
      '@type': 'Offer',
      url: link.startsWith('/') ? `${origin}${link}` : link,
      price: 0,
      priceCurrency: 'INR',
      validFrom: opens,
      validThrough: closes,
    },
  } satisfies WithContext<Event>;
}

/** Each event's page, the society's and Spectrum's alike, by slug. */
export function eventPages(content: Content, site: SiteAddress): EventPageData[] {
  const fests = new Map(content.events.map((event) => [event.slug, event.name]));
  return [...content.events, ...content.spectrum].map((event) => {
    const page = `${site.origin}/events/${event.slug}`;
    const festName = 'fest' in event ? fests.get(event.fest) : undefined;
    const { registration } = event;
    const { registration: registrationDates, ...card } = eventCard(event);
    return {
      ...card,
      description: event.description,
      organizers: event.organizers,
      ...(registration && registrationDates
        ? {
            registration: {
              ...registrationDates,
              ...(registration.teamSize ? { teamSize: registration.teamSize } : {}),
              ...(registration.rules ? { rules: registration.rules } : {}),
              ...(registration.prizes ? { prizes: registration.prizes } : {}),
            },
          }
        : {}),
      ...(festName && 'fest' in event ? { fest: { name: festName, page: `/events/${event.fest}` } } : {}),
      calendarFile: calendarFile(event.slug),
      googleCalendar: googleCalendarLink(event, page),
      structuredData: structuredData(event, site),
    };
  });
}

/** The address of every event's page, for the pre-rendering. */
export const eventPaths = ({ events, spectrum }: Content): string[] =>
  [...events, ...spectrum].map((event) => `/events/${event.slug}`);
