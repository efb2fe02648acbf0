import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { SEMESTERS } from './semester-names.ts';
import { findSemester, semesters } from './semesters.ts';

const EXPECTED_SUBJECTS = {
  First: 5,
  Second: 6,
  Third: 6,
  Fourth: 6,
  Fifth: 6,
  Sixth: 6,
  Seventh: 4,
  Eighth: 1,
};

describe('semesters content', () => {
  it('lists the eight semesters in order', () => {
    expect(semesters.map((s) => s.sem)).toEqual([...SEMESTERS]);
    expect(Object.keys(EXPECTED_SUBJECTS)).toEqual([...SEMESTERS]);
  });

  it.each(semesters)('$sem semester has the right number of subjects', ({ sem, subjects }) => {
    expect(subjects).toHaveLength(EXPECTED_SUBJECTS[sem]);
  });

  it('has Management Studies as the only Eighth semester subject', () => {
    expect(findSemester('Eighth')?.subjects.map((s) => s.name)).toEqual(['Management Studies']);
  });

  it.each(semesters)('$sem semester links are https and images exist', (semester) => {
    expect(isHttpsUrl(semester.courseStructure)).toBe(true);
    for (const subject of semester.subjects) {
      expect(isNonEmptyText(subject.name), subject.name).toBe(true);
      expect(isHttpsUrl(subject.dest), `${subject.name}: dest`).toBe(true);
      expect(isLocalAsset(subject.image), `${subject.name}: image`).toBe(true);
    }
  });

  it('finds semesters by name in any letter case, as the URL may type it', () => {
    expect(findSemester('Third')?.sem).toBe('Third');
    expect(findSemester('third')?.sem).toBe('Third');
    expect(findSemester('EIGHTH')?.sem).toBe('Eighth');
    expect(findSemester('Ninth')).toBeUndefined();
    expect(findSemester('Thir')).toBeUndefined();
    expect(findSemester(undefined)).toBeUndefined();
  });
});
