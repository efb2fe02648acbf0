import { isDeepStrictEqual } from 'node:util';
import type { Person } from './person.ts';

/** A person as one part of the site shows them. */
export interface Appearance {
  where: string;
  person: Person;
}

/** Posts many people hold at once; every other post has one holder. */
const SHARED_POSTS = new Set(['Executive Member', 'Junior Technical Member']);

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

const where = (shown: readonly Appearance[]) =>
  shown
    .map(({ person, where }) => `${person.name} as ${person.designation} on ${where}`)
    .join(', ');

/**
 * What the site says about people that cannot all be true: one name shown with different posts,
 * photos or links, or one post (President, Technical Head ...) held by different names.
 */
export function personContradictions(appearances: readonly Appearance[]): string[] {
  const sameName = groupBy(appearances, ({ person }) => person.name).filter((shown) =>
    shown.some(({ person }) => !isDeepStrictEqual(person, shown[0]?.person)),
  );
  const samePost = groupBy(
    appearances.filter(({ person }) => !SHARED_POSTS.has(person.designation)),
    ({ person }) => person.designation,
  ).filter((shown) => new Set(shown.map(({ person }) => person.name)).size > 1);
  return [
    ...sameName.map((shown) => `one name, two records: ${where(shown)}`),
    ...samePost.map((shown) => `one post, two people: ${where(shown)}`),
  ];
}

interface SiteEvent {
  id: string;
  name: string;
}

/** Carousel events the events page does not list as the same record, and events listed twice. */
export function eventContradictions<Event extends SiteEvent>(
  listed: readonly Event[],
  highlighted: readonly Event[],
): string[] {
  const unlisted = highlighted.filter(
    (event) => !listed.some((card) => isDeepStrictEqual(card, event)),
  );
  const twice = (key: keyof SiteEvent) =>
    groupBy(listed, (event) => event[key])
      .filter((events) => events.length > 1)
      .map(([event]) => `two events on the events page have the ${key} ${event?.[key] ?? ''}`);
  return [
    ...unlisted.map((event) => `${event.name} is in the carousels but not on the events page`),
    ...twice('id'),
    ...twice('name'),
  ];
}
