import { describe, expect, it } from 'vitest';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { eventsCoverText, highlightedEvents, societyEvents } from './events.ts';

describe('events content', () => {
  it('highlights Orientation, Freshers, Dehleez and Spectare in the carousels', () => {
    expect(highlightedEvents.map((event) => event.name)).toEqual([
      'Orientation',
      'Freshers',
      'Dehleez',
      'Spectare',
    ]);
  });

  it('has a card for every event, in the order of the year', () => {
    expect(societyEvents.map((event) => event.name)).toEqual([
      'Orientation',
      'Freshers',
      'Utkrishtha',
      'Spectrum',
      'Spectrum Fit',
      'Spectare',
      'Dehleez',
    ]);
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
