import type { Person } from './person.ts';

/**
 * The society's members as the members page shows them.
 * SAMPLE PEOPLE: every name and profile link below is invented. Replace them with the
 * real office bearers and members (see docs/content.md); photos go under
 * public/images/members/ and are referenced as `/images/members/<file>`.
 */
export interface Member extends Person {
  fb: string;
  linkedin: string;
}

const profiles = (handle: string, withInstagram = false) => ({
  fb: `https://www.facebook.com/sample.${handle}`,
  linkedin: `https://www.linkedin.com/in/sample-${handle}`,
  ...(withInstagram ? { insta: `https://www.instagram.com/sample.${handle}` } : {}),
});

export const officeBearers: readonly Member[] = [
  {
    name: 'Aarav Deka',
    designation: 'President',
    image: '/images/members/president.svg',
    ...profiles('aarav-deka', true),
  },
  {
    name: 'Riya Bhattacharjee',
    designation: 'Vice President',
    image: '/images/members/vice-president.svg',
    ...profiles('riya-bhattacharjee', true),
  },
];

export const seniorMembers: readonly Member[] = [
  { name: 'Kabir Nath', designation: 'General Secretary', ...profiles('kabir-nath', true) },
  { name: 'Ananya Sinha', designation: 'Joint Secretary', ...profiles('ananya-sinha') },
  { name: 'Devansh Paul', designation: 'Treasurer', ...profiles('devansh-paul') },
  { name: 'Meghna Choudhury', designation: 'Technical Head', ...profiles('meghna-choudhury') },
  { name: 'Rohan Laskar', designation: 'Events Head', ...profiles('rohan-laskar', true) },
  { name: 'Ishita Barman', designation: 'Design Head', ...profiles('ishita-barman', true) },
];

export const juniorMembers: readonly Member[] = [
  { name: 'Arjun Hazarika', designation: 'Executive Member', ...profiles('arjun-hazarika') },
  { name: 'Sneha Dutta', designation: 'Executive Member', ...profiles('sneha-dutta', true) },
  { name: 'Nikhil Baruah', designation: 'Executive Member', ...profiles('nikhil-baruah') },
  { name: 'Pooja Talukdar', designation: 'Executive Member', ...profiles('pooja-talukdar') },
  { name: 'Yash Mazumder', designation: 'Executive Member', ...profiles('yash-mazumder', true) },
  { name: 'Tanvi Goswami', designation: 'Executive Member', ...profiles('tanvi-goswami') },
  { name: 'Rahul Saikia', designation: 'Executive Member', ...profiles('rahul-saikia') },
  { name: 'Diya Purkayastha', designation: 'Executive Member', ...profiles('diya-purkayastha') },
];
