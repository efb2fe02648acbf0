/** The semesters with notes pages, in order; kept apart from the subject data so the pre-render list stays light. */
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

/** The semester a URL names, in any letter case (`first` is `First`), or undefined. */
export function semesterName(sem: string | undefined): SemesterName | undefined {
  return SEMESTERS.find((name) => name.toLowerCase() === sem?.toLowerCase());
}
