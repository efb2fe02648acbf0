import type { Person } from '../person.ts';
import type { Content } from '../schema/collections.ts';
import type { Office } from '../schema/people.ts';

/** A titled group of cards on /members or /developers. */
export interface PeopleGroup {
  heading: string;
  people: Person[];
}

const MEMBER_SECTIONS = [
  ['office-bearers', 'Office Bearers'],
  ['senior-members', 'SENIOR MEMBERS'],
  ['junior-members', 'JUNIOR MEMBERS'],
] as const;

interface Holder {
  person: Person;
  office: Office;
  message?: string;
}

/** Everyone in office in `term`, in the order of content/offices.json, then by name. */
function holders({ people, offices }: Content, term: string): Holder[] {
  const order = offices.offices;
  return people
    .flatMap(({ roles, name, image, fb, insta, linkedin }) =>
      roles
        .filter((role) => role.term === term)
        .flatMap((role) => {
          const office = order.find((item) => item.name === role.office);
          if (!office) return [];
          const person: Person = { name, designation: role.office, image, fb, insta, linkedin };
          return [{ person: withoutEmpty(person), office, message: role.message }];
        }),
    )
    .sort(
      (a, b) =>
        order.indexOf(a.office) - order.indexOf(b.office) ||
        a.person.name.localeCompare(b.person.name),
    );
}

/** JSON has no `undefined`: a field the file leaves out stays out. */
function withoutEmpty(person: Person): Person {
  return Object.fromEntries(
    Object.entries(person).filter(([, value]) => value !== undefined),
  ) as unknown as Person;
}

function committeeOf(content: Content, term: string): PeopleGroup[] {
  const inOffice = holders(content, term);
  return MEMBER_SECTIONS.map(([section, heading]) => ({
    heading,
    people: inOffice.filter((holder) => holder.office.section === section).map((h) => h.person),
  })).filter((group) => group.people.length > 0);
}

/** /members: the committee of the current term. */
export const committee = (content: Content) => ({
  term: content.site.currentTerm,
  groups: committeeOf(content, content.site.currentTerm),
});

/** /members/past: every earlier term's committee, the latest first. */
export function pastCommittees(content: Content) {
  const terms = new Set(content.people.flatMap((person) => person.roles.map((role) => role.term)));
  return [...terms]
    .filter((term) => term < content.site.currentTerm)
    .sort()
    .reverse()
    .map((term) => ({ term, groups: committeeOf(content, term) }))
    .filter((past) => past.groups.length > 0);
}

/** /developers: the current term's technical head and team. */
export function developers(content: Content): PeopleGroup[] {
  const inOffice = holders(content, content.site.currentTerm);
  const on = (place: 'head' | 'member') =>
    inOffice.filter((holder) => holder.office.developersPage === place).map((h) => h.person);
  return [
    { heading: 'Technical Head', people: on('head') },
    { heading: 'Junior Technical Members', people: on('member') },
  ];
}

/** The home page's messages: from this term's holders who wrote one, in the offices' order. */
export const messages = (content: Content) =>
  holders(content, content.site.currentTerm).flatMap(({ person, message }) =>
    message ? [{ from: person, message }] : [],
  );
