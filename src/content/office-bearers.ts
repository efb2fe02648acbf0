import type { Member } from './person.ts';
import { sampleProfiles } from './sample-profiles.ts';

/**
 * The office bearers more than one page names, each defined once: the home page's messages,
 * the members page and the developers page all read these records, so changing a name, a photo
 * or a link here changes it everywhere (docs/content.md). Everyone else is defined in the module
 * of the one page that shows them. SAMPLE PEOPLE: the names and links are invented.
 */
export const president: Member = {
  name: 'Aarav Deka',
  designation: 'President',
  image: '/images/members/president.svg',
  ...sampleProfiles('aarav-deka', true),
};

export const vicePresident: Member = {
  name: 'Riya Bhattacharjee',
  designation: 'Vice President',
  image: '/images/members/vice-president.svg',
  ...sampleProfiles('riya-bhattacharjee', true),
};

export const generalSecretary: Member = {
  name: 'Kabir Nath',
  designation: 'General Secretary',
  ...sampleProfiles('kabir-nath', true),
};

export const technicalHead: Member = {
  name: 'Vikram Sen',
  designation: 'Technical Head',
  image: '/images/developers/technical-head.svg',
  ...sampleProfiles('vikram-sen', true),
};
