import { describe, expect, it } from 'vitest';
import { checkMember } from './member-test-utils.ts';
import { juniorMembers, officeBearers, seniorMembers } from './members.ts';

describe('members content', () => {
  it('has the President and Vice President as office bearers', () => {
    expect(officeBearers.map((m) => m.designation)).toEqual(['President', 'Vice President']);
  });

  it('has senior and junior members', () => {
    expect(seniorMembers.length).toBeGreaterThan(0);
    expect(juniorMembers.length).toBeGreaterThan(0);
  });

  it('gives every member valid fields', () => {
    [...officeBearers, ...seniorMembers, ...juniorMembers].forEach(checkMember);
  });

  it('has no two people with the same name', () => {
    const names = [...officeBearers, ...seniorMembers, ...juniorMembers].map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
