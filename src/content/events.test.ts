import { describe, expect, it } from 'vitest';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { eventsCoverText, highlightedEvents, societyEvents } from './events.ts';

describe('events content', () => {
  // Which events, and in what order, is the data's to say; agreement.test.ts holds the
  // carousels to the events page.
  it('has events, some of them highlighted in the carousels, each named once', () => {
    expect(highlightedEvents.length).toBeGreaterThan(0);
    const names = societyEvents.map((event) => event.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(societyEvents)('$name has an id, a description and existing artwork', (event) => {
    expect(isNonEmptyText(event.id)).toBe(true);
    expect(isNonEmptyText(event.description)).toBe(true);
    expect(isLocalAsset(event.image)).toBe(true);
  });

  it('has a cover text', () => {
    expect(isNonEmptyText(eventsCoverText)).toBe(true);
  });
});
