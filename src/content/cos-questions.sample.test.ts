import { describe, expect, it } from 'vitest';
import bank from './cos-questions.sample.json';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';

describe('sample Chamber of Secrets bank', () => {
  it('numbers 21 riddles "1" to "21" in order', () => {
    expect(bank.map((entry) => entry.qNo)).toEqual(
      Array.from({ length: 21 }, (_, index) => String(index + 1)),
    );
  });

  it('gives every riddle a question and an answer', () => {
    for (const entry of bank) {
      expect(isNonEmptyText(entry.question), entry.qNo).toBe(true);
      expect(isNonEmptyText(entry.answer), entry.qNo).toBe(true);
    }
  });

  it('uses self-hosted images and audio that exist, some of each', () => {
    const images = bank.flatMap((entry) => ('image' in entry && entry.image ? [entry.image] : []));
    const audio = bank.flatMap((entry) => ('audio' in entry && entry.audio ? [entry.audio] : []));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(audio.length).toBeGreaterThanOrEqual(1);
    for (const file of [...images, ...audio]) expect(isLocalAsset(file), file).toBe(true);
  });
});
