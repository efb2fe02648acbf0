import { expect } from 'vitest';
import { isHttpsUrl, isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import type { Member } from './person.ts';

/** Every person on the site: text fields present, profile links https, photos on disk. */
export function checkMember(member: Member): void {
  expect(isNonEmptyText(member.name), 'name').toBe(true);
  expect(isNonEmptyText(member.designation), `${member.name}: designation`).toBe(true);
  expect(isHttpsUrl(member.fb), `${member.name}: fb`).toBe(true);
  expect(isHttpsUrl(member.linkedin), `${member.name}: linkedin`).toBe(true);
  if (member.insta !== undefined)
    expect(isHttpsUrl(member.insta), `${member.name}: insta`).toBe(true);
  if (member.image !== undefined)
    expect(isLocalAsset(member.image), `${member.name}: image`).toBe(true);
}
