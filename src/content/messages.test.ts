import { describe, expect, it } from 'vitest';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { messages } from './messages.ts';

describe('messages content', () => {
  it('has a message from each office in order', () => {
    expect(messages.map((message) => message.from.designation)).toEqual([
      'President',
      'Vice President',
      'General Secretary',
      'Faculty Advisor',
      'HOD',
    ]);
  });

  it.each(messages)(
    '$from.designation has a name, a message and a photo that exists, if any',
    ({ from, message }) => {
      expect(isNonEmptyText(from.name)).toBe(true);
      expect(isNonEmptyText(message)).toBe(true);
      if (from.image !== undefined) expect(isLocalAsset(from.image)).toBe(true);
    },
  );
});
