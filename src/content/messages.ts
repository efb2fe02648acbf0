/**
 * Messages from the office bearers and faculty shown on the home page.
 * Sample content: the names are invented and the portraits are generated
 * initials artwork. Replace them with the real people and photos.
 */
export interface Message {
  name: string;
  designation: string;
  /** Site-relative portrait under public/images/messages/. */
  image: string;
  message: string;
}

export const messages: readonly Message[] = [
  {
    name: 'Ananya Deka',
    designation: 'President',
    image: '/images/messages/president.svg',
    message:
      'ECS is where classroom theory turns into things that work. Join a workshop, build something with your friends, and do not be afraid to ask the seniors for help: that is what we are here for.',
  },
  {
    name: 'Rohan Laskar',
    designation: 'Vice President',
    image: '/images/messages/vice-president.svg',
    message:
      'Every event you see on this site is run by students like you. Volunteer once and you will find friends, mentors and the confidence to lead.',
  },
  {
    name: 'Ishita Choudhury',
    designation: 'General Secretary',
    image: '/images/messages/general-secretary.svg',
    message:
      'Our doors are open all year. Bring your ideas for talks, trips and contests to any member of the team, and we will make them happen together.',
  },
  {
    name: 'Dr. Meera Nath',
    designation: 'Faculty Advisor',
    image: '/images/messages/faculty-advisor.svg',
    message:
      'The society gives students what a syllabus cannot: the chance to organise, to teach each other and to take responsibility. I am proud of what this team builds every year.',
  },
  {
    name: 'Prof. Arindam Sen',
    designation: 'HOD',
    image: '/images/messages/hod.svg',
    message:
      'Electronics and communication shape the world our students will build. ECS keeps the department curious, connected and ready for that responsibility.',
  },
];
