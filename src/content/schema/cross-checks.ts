import type { Content } from './collections.ts';

/** A rule a file breaks: the file, the field and what is wrong, in a committee member's words. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

const eventFile = (folder: string, name: string) => `${folder}/${name}.json`;

/**
 * What no single file can show wrong: names that must match a file or a record elsewhere, and
 * the offices of one term, which several people's files share.
 */
export function crossCheck(content: Content): ContentProblem[] {
  return [...eventProblems(content), ...officeProblems(content)];
}

function eventProblems({ events, spectrum }: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const all = [
    ...events.map((event) => ({ ...event, path: eventFile('content/events', event.file) })),
    ...spectrum.map((event) => ({
      ...event,
      path: eventFile('content/events/spectrum', event.file),
    })),
  ];
  const seen = new Map<string, string>();
  for (const event of all) {
    if (event.slug !== event.file)
      problems.push({
        file: event.path,
        field: 'slug',
        message: `is "${event.slug}" but the file is named ${event.file}.json: the two should be the same`,
      });
    const other = seen.get(event.slug);
    if (other)
      problems.push({
        file: event.path,
        field: 'slug',
        message: `is also the address of ${other}`,
      });
    seen.set(event.slug, event.path);
  }
  const fests = new Set(events.map((event) => event.slug));
  for (const event of spectrum) {
    if (!fests.has(event.fest))
      problems.push({
        file: eventFile('content/events/spectrum', event.file),
        field: 'fest',
        message: `names "${event.fest}", which is not an event in content/events/`,
      });
  }
  return problems;
}

function officeProblems({ people, offices, site }: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byName = new Map(offices.offices.map((office) => [office.name, office]));
  const holders = new Map<string, string[]>();
  for (const person of people) {
    person.roles.forEach((role, index) => {
      const file = `content/people/${person.file}.json`;
      const office = byName.get(role.office);
      if (!office) {
        problems.push({
          file,
          field: `roles.${index + 1}.office`,
          message: `is "${role.office}", which is not an office in content/offices.json`,
        });
        return;
      }
      if (office.manyHolders) return;
      const key = `${role.term}\u0000${role.office}`;
      const others = holders.get(key) ?? [];
      if (others.length > 0)
        problems.push({
          file,
          field: `roles.${index + 1}`,
          message: `makes ${person.name} ${role.office} in ${role.term}, an office ${others.join(' and ')} already holds that term: one office, one person`,
        });
      holders.set(key, [...others, person.name]);
    });
  }
  const current = people
    .flatMap((person) => person.roles)
    .filter((role) => role.term === site.currentTerm);
  if (!current.some((role) => byName.get(role.office)?.section === 'office-bearers'))
    problems.push({
      file: 'content/site.json',
      field: 'currentTerm',
      message: `is ${site.currentTerm}, but no one holds an office bearer's office in that term yet`,
    });
  return problems;
}
