import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { spectrumIntro } from './spectrum-intro.ts';
import { nonTechnicalEvents, technicalEvents } from './spectrum.ts';

const allEvents = [...technicalEvents, ...nonTechnicalEvents];

describe('Spectrum content', () => {
  it('has 5 technical and 10 non-technical events, 15 in all', () => {
    expect(technicalEvents).toHaveLength(5);
    expect(nonTechnicalEvents).toHaveLength(10);
    expect(allEvents).toHaveLength(15);
  });

  it('has unique ids', () => {
    expect(new Set(allEvents.map((event) => event.id)).size).toBe(allEvents.length);
  });

  it.each(allEvents)('$name has a name, a photo on disk and an https form', (event) => {
    expect(isNonEmptyText(event.name)).toBe(true);
    expect(isLocalAsset(event.image)).toBe(true);
    expect(isHttpsUrl(event.register)).toBe(true);
  });

  it('says nothing that dates: whether registrations are open, a year, "now"', () => {
    for (const text of Object.values(spectrumIntro)) {
      expect(text).not.toMatch(/\b(are|is|now) open\b|\bclosed?\b|\bnow\b|\btoday\b|\b20\d\d\b/i);
    }
  });

  it('introduces the fest with the counts the lists hold', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const spelled = (count: number) => words[count] ?? ['ten', 'eleven', 'twelve'][count - 10];
    const counts = `${spelled(technicalEvents.length)} technical and ${spelled(nonTechnicalEvents.length)} non-technical events`;
    for (const text of Object.values(spectrumIntro)) {
      expect(text.toLowerCase().startsWith(counts)).toBe(true);
    }
  });
});
