/** Frequently asked questions on the about page. An answer is a paragraph or a list of points. */
export interface Faq {
  id: number;
  question: string;
  answer: string | readonly string[];
}

export const faqs: readonly Faq[] = [
  {
    id: 1,
    question: 'What is the Electronics and Communication Society?',
    answer:
      'ECS is the official society of the Electronics and Communication Engineering department of NIT Silchar. It organises the technical, cultural and sports events of the department and supports students with mentoring and study material.',
  },
  {
    id: 2,
    question: 'Who can become a member?',
    answer:
      'Every student of the ECE department is a member of ECS from the day of admission. Students of other branches are welcome at most of our events, especially Spectrum.',
  },
  {
    id: 3,
    question: 'Is there a membership fee?',
    answer:
      'There is no separate fee to join. Some events with prizes or materials, such as workshops, may ask for a small registration fee, which is announced in advance.',
  },
  {
    id: 4,
    question: 'Which events does ECS organise during the year?',
    answer: [
      'Orientation for the new batch',
      'Freshers, the welcome night for first-years',
      'Spectrum, our techno-cultural fest, and Spectrum Fit, its sports wing',
      'Utkrishtha, the recognition of excellence in the department',
      'Spectare, the photography and short-film showcase',
      'Dehleez, the farewell to the final-year batch',
    ],
  },
  {
    id: 5,
    question: 'How do I register for an event?',
    answer:
      'Every Spectrum event has a REGISTER HERE link on the Spectrum page that opens its registration form. For other events, the registration links are shared on our social media pages and by your class representatives.',
  },
  {
    id: 6,
    question: 'What is the Resource Hub?',
    answer:
      'The Resource Hub collects notes and course structures for all eight semesters of the ECE programme, subject by subject. It opens for every student who signs up with an ECE department e-mail address and verifies it by following the link sent to that address.',
  },
  {
    id: 7,
    question: 'Why can I not sign up with my personal e-mail address?',
    answer:
      'Sign-up is limited to the ECE department e-mail domain, so that the Resource Hub stays a space for the department’s students.',
  },
  {
    id: 8,
    question: 'What is the Chamber of Secrets?',
    answer:
      'The Chamber of Secrets is our online riddle hunt. Teams solve 21 riddles one after another; every correct answer is worth 10 points. The organizers announce each game night, and the Chamber of Secrets page counts down to its opening.',
  },
  {
    id: 9,
    question: 'What are the rules of the Chamber of Secrets?',
    answer: [
      'A team plays from one device only.',
      'A reload does not restart the game: on the same device, the team resumes at its question and score.',
      'The game lasts 60 minutes.',
      'Breaking the rules leads to disqualification.',
    ],
  },
  {
    id: 10,
    question: 'How can I join the ECS team as a volunteer or member of the core team?',
    answer:
      'Volunteers are welcome at every event: talk to any office bearer or senior member. The core team is selected every year from the volunteers, based on their work and an interview.',
  },
  {
    id: 11,
    question: 'Can I propose a workshop, talk or event?',
    answer:
      'Yes. Write to us at the contact e-mail in the footer or speak to the General Secretary with a short plan: the topic, who it is for and what it needs.',
  },
  {
    id: 12,
    question: 'How do I stay updated about ECS activities?',
    answer: [
      'Follow our social media pages linked in the footer.',
      'Check the Events page of this website.',
      'Watch the department notice board and your class groups.',
    ],
  },
];
