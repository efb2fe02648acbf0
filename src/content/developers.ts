import type { Member } from './members.ts';

/**
 * The technical team that builds this website.
 * SAMPLE PEOPLE: the names and profile links are invented; replace them with the real
 * team (see docs/content.md). Photos go under public/images/developers/.
 */
const profiles = (handle: string) => ({
  fb: `https://www.facebook.com/sample.${handle}`,
  linkedin: `https://www.linkedin.com/in/sample-${handle}`,
  insta: `https://www.instagram.com/sample.${handle}`,
});

export const technicalHead: Member = {
  name: 'Vikram Sen',
  designation: 'Technical Head',
  image: '/images/developers/technical-head.svg',
  ...profiles('vikram-sen'),
};

export const juniorTechnicalMembers: readonly Member[] = [
  { name: 'Aditi Rao', designation: 'Junior Technical Member', ...profiles('aditi-rao') },
  { name: 'Farhan Ali', designation: 'Junior Technical Member', ...profiles('farhan-ali') },
  { name: 'Naina Kalita', designation: 'Junior Technical Member', ...profiles('naina-kalita') },
  { name: 'Siddharth Das', designation: 'Junior Technical Member', ...profiles('siddharth-das') },
];
