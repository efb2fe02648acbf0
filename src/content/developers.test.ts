import { describe, expect, it } from 'vitest';
import { juniorTechnicalMembers } from './developers.ts';
import { checkMember } from './member-test-utils.ts';
import { technicalHead } from './office-bearers.ts';

describe('developers content', () => {
  it('has a technical head and junior technical members, all valid', () => {
    expect(technicalHead.designation).toBe('Technical Head');
    expect(juniorTechnicalMembers.length).toBeGreaterThan(0);
    [technicalHead, ...juniorTechnicalMembers].forEach(checkMember);
  });
});
