import type { Member } from './person.ts';
import { sampleProfiles } from './sample-profiles.ts';

/**
 * The technical team that builds this website: the Technical Head (an office bearer, defined in
 * office-bearers.ts) and the junior technical members, defined here.
 * SAMPLE PEOPLE: the names and profile links are invented; replace them with the real
 * team (see docs/content.md). Photos go under public/images/developers/.
 */
const developer = (name: string, handle: string): Member => ({
  name,
  designation: 'Junior Technical Member',
  ...sampleProfiles(handle, true),
});

export const juniorTechnicalMembers: readonly Member[] = [
  developer('Aditi Rao', 'aditi-rao'),
  developer('Farhan Ali', 'farhan-ali'),
  developer('Naina Kalita', 'naina-kalita'),
  developer('Siddharth Das', 'siddharth-das'),
];
