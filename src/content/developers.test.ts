import { describe, expect, it } from 'vitest';
import { juniorTechnicalMembers, technicalHead } from './developers.ts';
import { checkMember } from './member-test-utils.ts';

describe('developers content', () => {
  it('has a technical head and four junior technical members, all valid', () => {
    expect(juniorTechnicalMembers).toHaveLength(4);
    [technicalHead, ...juniorTechnicalMembers].forEach(checkMember);
  });
});
