import { describe, expect, it } from 'vitest';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { messages } from './messages.ts';

describe('messages content', () => {
  it('has a message from each office in order', () => {
    expect(messages.map((message) => message.designation)).toEqual([
      'President',
      'Vice President',
      'General Secretary',
      'Faculty Advisor',
      'HOD',
    ]);
  });

  it.each(messages)('$designation has a name, a message and an existing photo', (message) => {
    expect(isNonEmptyText(message.name)).toBe(true);
    expect(isNonEmptyText(message.message)).toBe(true);
    expect(isLocalAsset(message.image)).toBe(true);
  });
});
