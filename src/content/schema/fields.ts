import { z } from 'zod';

/**
 * The kinds of field the content files are made of, each with the rule it keeps and the words a
 * committee member reads when a file breaks it. `cms` metadata tells the editor which widget to
 * show; scripts/build/content/cms-config.ts reads it with the rest of the schema.
 */

/** What the editor needs beyond the field's type: its widget and how it checks a value. */
export interface CmsHint {
  widget?: 'text' | 'datetime' | 'image' | 'relation';
  /** A regular expression (as text) the editor checks, and the message it shows. */
  pattern?: [string, string];
  /** An image field: the folder it uploads into and the largest file it takes. */
  media?: { folder: string; maxBytes: number };
  /** A relation: the collection and, for a file collection, the file and list it picks from. */
  relation?: { collection: string; file?: string; valueField: string; searchField: string };
}

export const LINE_MAX = 120;

/** One line of text: a name, a venue, a heading. */
export const line = (title: string, hint?: string) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is empty' })
    .max(LINE_MAX, { error: `is longer than ${LINE_MAX} characters` })
    .meta({ title, description: hint });

/** A paragraph or more. */
export const paragraph = (title: string, hint?: string) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is empty' })
    .meta({ title, description: hint, cms: { widget: 'text' } satisfies CmsHint });

const HTTPS = '^https://[^\\s/]+\\.[^\\s]+$';
const HTTPS_MESSAGE = 'should be a link that starts with https://';

/** A link to another site. */
export const httpsLink = (title: string, hint?: string) =>
  z
    .string()
    .regex(new RegExp(HTTPS), { error: HTTPS_MESSAGE })
    .meta({ title, description: hint, cms: { pattern: [HTTPS, HTTPS_MESSAGE] } satisfies CmsHint });

const LINK_OR_PAGE = '^(https://[^\\s/]+\\.[^\\s]+|/[A-Za-z0-9/_-]*)$';
const LINK_OR_PAGE_MESSAGE =
  'should be a link that starts with https:// or a page of this site such as /Spectrum';

/** A link to another site, or a page of this one (an action the site offers). */
export const linkOrPage = (title: string, hint?: string) =>
  z
    .string()
    .regex(new RegExp(LINK_OR_PAGE), { error: LINK_OR_PAGE_MESSAGE })
    .meta({
      title,
      description: hint,
      cms: { pattern: [LINK_OR_PAGE, LINK_OR_PAGE_MESSAGE] } satisfies CmsHint,
    });

/** The institute's offset: every time in the files is India's time (Asia/Kolkata). */
export const INSTITUTE_OFFSET = '+05:30';
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?\\+05:30$';
const DATE_TIME_MESSAGE = `should be a date and time in India's time, such as 2027-01-29T10:00:00${INSTITUTE_OFFSET}`;

/** A moment, written with the date, the time and India's offset. */
export const dateTime = (title: string, hint?: string) =>
  z
    .string()
    .regex(new RegExp(DATE_TIME), { error: DATE_TIME_MESSAGE })
    .refine((value) => !new RegExp(DATE_TIME).test(value) || isRealDate(value), {
      error: 'is not a real date (look at the month and day)',
    })
    .meta({
      title,
      description: hint,
      cms: { widget: 'datetime', pattern: [DATE_TIME, DATE_TIME_MESSAGE] } satisfies CmsHint,
    });

/**
 * 2027-02-30 matches the pattern but is no day: the date must read back as written. A value of
 * the wrong shape has its own message, so the rules after the pattern pass it by.
 */
function isRealDate(value: string): boolean {
  const [date = ''] = value.split('T');
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** A day, such as the date of a news post. */
export const day = (title: string) =>
  z
    .string()
    .regex(new RegExp(DAY), { error: 'should be a date such as 2026-09-18' })
    .refine((value) => !new RegExp(DAY).test(value) || isRealDate(value), {
      error: 'is not a real date (look at the month and day)',
    })
    .meta({ title, cms: { pattern: [DAY, 'Write the date as 2026-09-18'] } satisfies CmsHint });

const TERM = '^\\d{4}-\\d{2}$';

/** A committee's term, such as 2026-27: a year and the next. */
export const term = (title: string, hint?: string) =>
  z
    .string()
    .regex(new RegExp(TERM), { error: 'should be a term such as 2026-27' })
    .refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), {
      error: 'should name a year and the next, such as 2026-27',
    })
    .meta({
      title,
      description: hint,
      cms: { pattern: [TERM, 'Write the term as 2026-27'] } satisfies CmsHint,
    });

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The part of an address after /events/: small letters, digits and dashes. */
export const slug = (title: string, hint?: string) =>
  z
    .string()
    .regex(new RegExp(SLUG), {
      error: 'should be small letters, digits and dashes only, such as spectrum-2027',
    })
    .meta({
      title,
      description: hint,
      cms: { pattern: [SLUG, 'Small letters, digits and dashes only'] } satisfies CmsHint,
    });

const ITEM_MAX = 300;

/** A list of short texts (rules, prizes, organizers, points): at least one when it is given. */
export const lines = (title: string, item: string, hint?: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'is empty' })
        .max(ITEM_MAX, { error: `is longer than ${ITEM_MAX} characters` })
        .meta({ title: item }),
    )
    .min(1, { error: 'is an empty list: add an item or remove the field' })
    .meta({ title, description: hint });

/** A field that names a record of another collection: the build checks the record exists. */
export const relation = (title: string, hint: string, target: NonNullable<CmsHint['relation']>) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is empty' })
    .meta({
      title,
      description: hint,
      cms: { widget: 'relation', relation: target } satisfies CmsHint,
    });

/** Whether `later` is on or after `earlier`; true when either is no date (it has its message). */
export function inOrder(earlier: string, later: string): boolean {
  const [from, to] = [Date.parse(earlier), Date.parse(later)];
  return Number.isNaN(from) || Number.isNaN(to) || to >= from;
}
