import type { z } from 'zod';
import { festEventSchema, societyEventSchema } from './events.ts';
import { officesSchema, personSchema } from './people.ts';
import type { FindPicture } from './picture.ts';
import {
  alumniSchema,
  faqSchema,
  feedPostSchema,
  gallerySchema,
  siteSchema,
  textsSchema,
} from './site.ts';

/** A folder of records, one JSON file each, named for the record (its slug). */
export interface FolderCollection {
  label: string;
  labelSingular: string;
  folder: string;
  /** The field the editor names a new file after. */
  identifier: string;
  summary: string;
  description: string;
  schema: z.ZodType;
}

/** One JSON file holding settings or a list. */
export interface SingleFile {
  label: string;
  file: string;
  schema: z.ZodType;
}

/**
 * Every piece of the site's content: where its files are and the schema each file keeps. The
 * build reads the files through this table, and the editor's configuration is made from it, so
 * the two cannot disagree (docs/content.md).
 */
export const contentCollections = (find: FindPicture) =>
  ({
    folders: {
      events: {
        label: 'Events',
        labelSingular: 'Event',
        folder: 'content/events',
        identifier: 'slug',
        summary: "{{start | date('YYYY-MM-DD')}} · {{name}}",
        description: "The society's events, one file each. Spectrum's own events are apart.",
        schema: societyEventSchema(find),
      },
      spectrum: {
        label: "Spectrum's events",
        labelSingular: 'Spectrum event',
        folder: 'content/events/spectrum',
        identifier: 'slug',
        summary: '{{fest}} · {{name}}',
        description: 'The events of each edition of Spectrum, tied to the edition by "Edition".',
        schema: festEventSchema(find),
      },
      people: {
        label: 'People',
        labelSingular: 'Person',
        folder: 'content/people',
        identifier: 'name',
        summary: '{{name}}',
        description:
          'Members, developers and faculty, each with the offices they held term by term.',
        schema: personSchema(find),
      },
      feed: {
        label: 'Feed',
        labelSingular: 'Post',
        folder: 'content/feed',
        identifier: 'heading',
        summary: '{{date}} · {{heading}}',
        description: 'News posts on /feed.',
        schema: feedPostSchema(find),
      },
    },
    files: {
      site: {
        label: 'Contact, links and current term',
        file: 'content/site.json',
        schema: siteSchema,
      },
      texts: { label: "Pages' texts", file: 'content/texts.json', schema: textsSchema },
      offices: { label: 'Offices', file: 'content/offices.json', schema: officesSchema },
      alumni: { label: 'Notable alumni', file: 'content/alumni.json', schema: alumniSchema(find) },
      faq: { label: 'FAQ', file: 'content/faq.json', schema: faqSchema },
      gallery: { label: 'Gallery', file: 'content/gallery.json', schema: gallerySchema(find) },
    },
  }) satisfies {
    folders: Record<string, FolderCollection>;
    files: Record<string, SingleFile>;
  };

export type ContentCollections = ReturnType<typeof contentCollections>;
type Folders = ContentCollections['folders'];
type Files = ContentCollections['files'];

/** A record of a folder, with the name of its file (without .json): its slug. */
export type Filed<T> = T & { file: string };

/** The whole content, as the build reads and checks it. */
export type Content = {
  [Name in keyof Folders]: Filed<z.output<Folders[Name]['schema']>>[];
} & {
  [Name in keyof Files]: z.output<Files[Name]['schema']>;
};
