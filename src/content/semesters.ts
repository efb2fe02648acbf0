import { semesterName, type SemesterName } from './semester-names.ts';

/**
 * The resource hub: each semester's subjects with their shared notes folders.
 * SAMPLE LINKS: the society's real Google Drive folder and course-structure addresses
 * are not known here; every `https://drive.google.com/...sample-...` link below must be
 * replaced with the real one (see docs/content.md). Subject artwork lives
 * under public/images/subjects/ (SVG or WebP, 320 x 200).
 */

export interface Subject {
  name: string;
  /** The subject's shared notes folder. */
  dest: string;
  image: string;
}

export interface Semester {
  sem: SemesterName;
  courseStructure: string;
  subjects: readonly Subject[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const subject = (name: string): Subject => ({
  name,
  dest: `https://drive.google.com/drive/folders/sample-ece-notes-${slug(name)}`,
  image: `/images/subjects/${slug(name)}.svg`,
});

const semester = (sem: SemesterName, subjects: string[]): Semester => ({
  sem,
  courseStructure: `https://drive.google.com/file/d/sample-ece-course-structure-${sem.toLowerCase()}/view`,
  subjects: subjects.map(subject),
});

export const semesters: readonly Semester[] = [
  semester('First', [
    'Engineering Mathematics I',
    'Engineering Physics',
    'Basic Electrical Engineering',
    'Computer Programming',
    'Engineering Graphics',
  ]),
  semester('Second', [
    'Engineering Mathematics II',
    'Engineering Chemistry',
    'Basic Electronics',
    'Engineering Mechanics',
    'Environmental Science',
    'Communication Skills',
  ]),
  semester('Third', [
    'Engineering Mathematics III',
    'Network Theory',
    'Electronic Devices',
    'Digital Electronics',
    'Signals and Systems',
    'Electromagnetic Fields',
  ]),
  semester('Fourth', [
    'Analog Circuits',
    'Analog Communication',
    'Microprocessors and Microcontrollers',
    'Control Systems',
    'Probability and Random Processes',
    'Linear Integrated Circuits',
  ]),
  semester('Fifth', [
    'Digital Signal Processing',
    'Digital Communication',
    'Antennas and Wave Propagation',
    'VLSI Design',
    'Computer Architecture',
    'Power Electronics',
  ]),
  semester('Sixth', [
    'Microwave Engineering',
    'Information Theory and Coding',
    'Optical Communication',
    'Embedded Systems',
    'Wireless Communication',
    'Computer Networks',
  ]),
  semester('Seventh', [
    'Satellite Communication',
    'Digital Image Processing',
    'Radar Engineering',
    'Internet of Things',
  ]),
  semester('Eighth', ['Management Studies']),
];

export function findSemester(sem: string | undefined): Semester | undefined {
  const name = semesterName(sem);
  return semesters.find((entry) => entry.sem === name);
}
