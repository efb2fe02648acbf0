/** The semesters with notes pages, in order; kept apart from the subject data so the route table stays light. */
export const SEMESTERS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
] as const;

export type SemesterName = (typeof SEMESTERS)[number];
