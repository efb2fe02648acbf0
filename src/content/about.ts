/** Intro texts of the about page. */
export const aboutIntro: readonly string[] = [
  'The Electronics and Communication Society (ECS) is the departmental society of the Electronics and Communication Engineering students of NIT Silchar. Every ECE student is a member from the first day, and the society is run entirely by students with the guidance of the department’s faculty.',
  'We exist to make the four years richer than the syllabus alone: hands-on workshops on circuits, embedded systems and signal processing; talks by alumni from industry and research; contests such as the Chamber of Secrets riddle hunt; and the celebrations that bring the batches together, from Orientation and Freshers to Spectrum and Dehleez.',
  'ECS also keeps the Resource Hub, a shared library of notes and course structures for every semester, so that what one batch learns is never lost to the next.',
];
