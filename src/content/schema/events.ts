import { z } from 'zod';
import { dateTime, inOrder, line, lines, linkOrPage, paragraph, relation, slug } from './fields.ts';
import { picture, type FindPicture } from './picture.ts';

const teamSize = z
  .strictObject({
    min: z
      .int()
      .min(1, { error: 'should be 1 or more' })
      .meta({ title: 'Fewest people in a team' }),
    max: z.int().min(1, { error: 'should be 1 or more' }).meta({ title: 'Most people in a team' }),
  })
  .refine((size) => size.max >= size.min, {
    error: 'says a team may have fewer people at most than at least (max is below min)',
  })
  .meta({ title: 'Team size', description: 'Leave out for events one enters alone' });

const registration = z
  .strictObject({
    link: linkOrPage(
      'Where to register',
      'A form (https://…) or a page of this site (such as /Spectrum or /CoS)',
    ),
    opens: dateTime('Registration opens'),
    closes: dateTime('Registration closes'),
    teamSize: teamSize.optional(),
    rules: lines('Rules', 'Rule').optional(),
    prizes: lines('Prizes', 'Prize').optional(),
  })
  .refine((form) => inOrder(form.opens, form.closes), {
    error: 'is before "opens": registration should close after it opens',
    path: ['closes'],
  })
  .meta({ title: 'Registration', description: 'Leave out when the event needs none' });

/** Fields every event has, the society's and a fest's alike. */
const eventFields = (find: FindPicture, pictureFolder: string, shape: string) => ({
  slug: slug(
    'Address',
    'The event page will be /events/<this>: name and year, such as freshers-2027',
  ),
  name: line('Name'),
  start: dateTime('Starts'),
  end: dateTime('Ends'),
  venue: line('Venue'),
  summary: line('Short description', 'One sentence for cards and previews'),
  description: paragraph('Long description'),
  image: picture(find, 'Picture', pictureFolder, shape),
  organizers: lines('Organizers', 'Organizer', 'Teams or people who run it'),
  registration: registration.optional(),
});

const endsAfterStart = {
  check: (event: { start: string; end: string }) => inOrder(event.start, event.end),
  params: { error: 'is before the start: "end" should be on or after "start"', path: ['end'] },
};

/** One of the society's events: a file in content/events/ (docs/content.md#events). */
export const societyEventSchema = (find: FindPicture) =>
  z
    .strictObject({
      ...eventFields(find, 'events', '16:10, at least 1280 x 800'),
      highlight: z.boolean().optional().meta({ title: 'Show in the home and about carousels' }),
    })
    .refine(endsAfterStart.check, endsAfterStart.params);

export const FEST_TRACKS = ['technical', 'non-technical'] as const;

/** One event of a fest (Spectrum): a file in content/events/spectrum/, tied to its edition. */
export const festEventSchema = (find: FindPicture) =>
  z
    .strictObject({
      ...eventFields(find, 'spectrum', '3:2, at least 960 x 640'),
      fest: relation('Edition of Spectrum', 'The fest in Events, such as spectrum-2027', {
        collection: 'events',
        valueField: 'slug',
        searchField: 'name',
      }),
      track: z.enum(FEST_TRACKS, { error: 'should be technical or non-technical' }).meta({
        title: 'Track',
      }),
    })
    .refine(endsAfterStart.check, endsAfterStart.params);

export type SocietyEvent = z.output<ReturnType<typeof societyEventSchema>>;
export type FestEvent = z.output<ReturnType<typeof festEventSchema>>;
export type Registration = z.output<typeof registration>;
