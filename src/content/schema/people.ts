import { z } from 'zod';
import { httpsLink, line, paragraph, relation, term } from './fields.ts';
import { picture, type FindPicture } from './picture.ts';

/** Where an office's holders appear on /members. */
export const MEMBER_SECTIONS = [
  'office-bearers',
  'senior-members',
  'junior-members',
  'not-on-members-page',
] as const;

const office = z.strictObject({
  name: line('Office', 'As the site shows it: President, Treasurer, Executive Member …'),
  section: z
    .enum(MEMBER_SECTIONS, { error: `should be one of ${MEMBER_SECTIONS.join(', ')}` })
    .meta({ title: 'Section of /members' }),
  manyHolders: z.boolean().meta({
    title: 'Held by many people at once',
    description: 'Executive Member: yes; President: no',
  }),
  developersPage: z
    .enum(['head', 'member'], { error: 'should be head or member' })
    .optional()
    .meta({ title: 'On /developers as', description: 'Leave out for offices not on /developers' }),
});

/** content/offices.json: the offices in the order the site lists their holders. */
export const officesSchema = z
  .strictObject({ offices: z.array(office).min(1).meta({ title: 'Offices' }) })
  .superRefine(({ offices }, context) => {
    const seen = new Set<string>();
    offices.forEach(({ name }, index) => {
      if (seen.has(name))
        context.addIssue({
          code: 'custom',
          path: ['offices', index, 'name'],
          message: `lists ${name} twice`,
        });
      seen.add(name);
    });
  });

const role = z.strictObject({
  term: term('Term', 'The committee year, such as 2026-27'),
  office: relation('Office', 'One of the offices in Site › Offices', {
    collection: 'site',
    file: 'offices',
    valueField: 'offices.*.name',
    searchField: 'offices.*.name',
  }),
  message: paragraph(
    'Message on the home page',
    'Only for this term; leave out for none',
  ).optional(),
});

/** A person: a file in content/people/, with every office they held, term by term. */
export const personSchema = (find: FindPicture) =>
  z
    .strictObject({
      name: line('Name'),
      image: picture(find, 'Photo', 'members', 'square, at least 288 x 288').optional(),
      fb: httpsLink('Facebook').optional(),
      insta: httpsLink('Instagram').optional(),
      linkedin: httpsLink('LinkedIn').optional(),
      roles: z
        .array(role)
        .min(1, { error: 'is empty: give the person at least one office and term' })
        .meta({ title: 'Offices by term' }),
    })
    .superRefine(({ roles }, context) => {
      const seen = new Set<string>();
      roles.forEach(({ term, office }, index) => {
        const key = `${term} ${office}`;
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            path: ['roles', index],
            message: `lists ${office} in ${term} twice`,
          });
        seen.add(key);
      });
    });

export type Office = z.output<typeof office>;
export type PersonRecord = z.output<ReturnType<typeof personSchema>>;
export type Role = z.output<typeof role>;
