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

  it('has cards for Orientation, Utkrishtha, Spectrum, Spectrum Fit and Dehleez', () => {
    expect(societyEvents.map((event) => event.name)).toEqual([
      'Orientation',
      'Utkrishtha',
      'Spectrum',
      'Spectrum Fit',
      'Dehleez',
    ]);
  });

  it.each([...highlightedEvents, ...societyEvents])(
    '$name has an id, a description and existing artwork',
    (event) => {
      expect(isNonEmptyText(event.id)).toBe(true);
      expect(isNonEmptyText(event.description)).toBe(true);
      expect(isLocalAsset(event.image)).toBe(true);
    },
  );

  it('has unique ids and a cover text', () => {
    const ids = societyEvents.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isNonEmptyText(eventsCoverText)).toBe(true);
  });
});
