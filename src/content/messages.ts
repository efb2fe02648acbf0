import { generalSecretary, president, vicePresident } from './office-bearers.ts';
import type { Person } from './person.ts';

/**
 * Messages on the home page, each from a person defined once: the office bearers in
 * office-bearers.ts (the members page shows the same records), the faculty here.
 * Sample content: the names are invented and the portraits are generated artwork.
 */
export interface Message {
  from: Person;
  message: string;
}

const facultyAdvisor: Person = {
  name: 'Dr. Meera Nath',
  designation: 'Faculty Advisor',
  image: '/images/messages/faculty-advisor.svg',
};

const hod: Person = {
  name: 'Prof. Arindam Sen',
  designation: 'HOD',
  image: '/images/messages/hod.svg',
};

export const messages: readonly Message[] = [
  {
    from: president,
    message:
      'ECS is where classroom theory turns into things that work. Join a workshop, build something with your friends, and do not be afraid to ask the seniors for help: that is what we are here for.',
  },
  {
    from: vicePresident,
    message:
      'Every event you see on this site is run by students like you. Volunteer once and you will find friends, mentors and the confidence to lead.',
  },
  {
    from: generalSecretary,
    message:
      'Our doors are open all year. Bring your ideas for talks, trips and contests to any member of the team, and we will make them happen together.',
  },
  {
    from: facultyAdvisor,
    message:
      'The society gives students what a syllabus cannot: the chance to organise, to teach each other and to take responsibility. I am proud of what this team builds every year.',
  },
  {
    from: hod,
    message:
      'Electronics and communication shape the world our students will build. ECS keeps the department curious, connected and ready for that responsibility.',
  },
];
