import { generalSecretary, president, technicalHead, vicePresident } from './office-bearers.ts';
import type { Member } from './person.ts';
import { sampleProfiles } from './sample-profiles.ts';

/**
 * The society's members as the members page shows them. The office bearers other pages also
 * name are defined in office-bearers.ts; everyone else is defined here.
 * SAMPLE PEOPLE: every name and profile link is invented. Replace them with the real
 * office bearers and members (see docs/content.md); photos go under
 * public/images/members/ and are referenced as `/images/members/<file>`.
 */
export const officeBearers: readonly Member[] = [president, vicePresident];

export const seniorMembers: readonly Member[] = [
  generalSecretary,
  { name: 'Ananya Sinha', designation: 'Joint Secretary', ...sampleProfiles('ananya-sinha') },
  { name: 'Devansh Paul', designation: 'Treasurer', ...sampleProfiles('devansh-paul') },
  technicalHead,
  { name: 'Rohan Laskar', designation: 'Events Head', ...sampleProfiles('rohan-laskar', true) },
  { name: 'Ishita Barman', designation: 'Design Head', ...sampleProfiles('ishita-barman', true) },
];

export const juniorMembers: readonly Member[] = [
  { name: 'Arjun Hazarika', designation: 'Executive Member', ...sampleProfiles('arjun-hazarika') },
  {
    name: 'Sneha Dutta',
    designation: 'Executive Member',
    ...sampleProfiles('sneha-dutta', true),
  },
  { name: 'Nikhil Baruah', designation: 'Executive Member', ...sampleProfiles('nikhil-baruah') },
  { name: 'Pooja Talukdar', designation: 'Executive Member', ...sampleProfiles('pooja-talukdar') },
  {
    name: 'Yash Mazumder',
    designation: 'Executive Member',
    ...sampleProfiles('yash-mazumder', true),
  },
  { name: 'Tanvi Goswami', designation: 'Executive Member', ...sampleProfiles('tanvi-goswami') },
  { name: 'Rahul Saikia', designation: 'Executive Member', ...sampleProfiles('rahul-saikia') },
  {
    name: 'Diya Purkayastha',
    designation: 'Executive Member',
    ...sampleProfiles('diya-purkayastha'),
  },
];
