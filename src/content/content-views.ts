import type { Content } from './schema/collections.ts';
import { eventPages, eventPaths, type SiteAddress } from './views/event-pages.ts';
import {
  eventsPage,
  highlightedEvents,
  spectrumCallout,
  spectrumPage,
  whatsOn,
} from './views/events.ts';
import { committee, developers, messages, pastCommittees } from './views/people.ts';
import { aboutPage, alumni, feed, gallery, siteFacts } from './views/site.ts';

/**
 * What each page is given of the content, computed at build time: a page imports
 * `virtual:content/<name>` and receives plain data, so neither the files nor the schema that
 * checks them reach the browser (scripts/build/content/content-plugin.ts serves them). `site` is
 * where the site is served, for the few views that need absolute links.
 */
export const contentViews = {
  'site-facts': siteFacts,
  'events-page': (content: Content) => eventsPage(content),
  'event-pages': eventPages,
  'event-paths': eventPaths,
  'highlighted-events': highlightedEvents,
  'whats-on': (content: Content) => whatsOn(content),
  'spectrum-page': spectrumPage,
  'spectrum-callout': spectrumCallout,
  committee,
  'past-committees': pastCommittees,
  developers,
  messages,
  'about-page': aboutPage,
  alumni,
  feed,
  gallery,
} satisfies Record<string, (content: Content, site: SiteAddress) => unknown>;

export type ContentViewName = keyof typeof contentViews;
export type ContentView<Name extends ContentViewName> = ReturnType<(typeof contentViews)[Name]>;
