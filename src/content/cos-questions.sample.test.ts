import { describe, expect, it } from 'vitest';
import bank from './cos-questions.sample.json';
import { normalise } from '../game/answer-proof.ts';
import { QUESTION_COUNT } from '../game/numbers.ts';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';

describe('sample Chamber of Secrets bank', () => {
  it('numbers a night of riddles, "1" to QUESTION_COUNT, in order', () => {
    expect(bank.map((entry) => entry.qNo)).toEqual(
      Array.from({ length: QUESTION_COUNT }, (_, index) => String(index + 1)),
    );
  });

  it('gives every riddle a question and an answer', () => {
    for (const entry of bank) {
      expect(isNonEmptyText(entry.question), entry.qNo).toBe(true);
      expect(isNonEmptyText(entry.answer), entry.qNo).toBe(true);
    }
  });

  it('accepts other spellings where a student would type them so, each a real difference', () => {
    const others = (entry: (typeof bank)[number]) => ('accept' in entry && entry.accept) || [];
    const withOthers = bank.filter((entry) => others(entry).length > 0);
    expect(withOthers.length).toBeGreaterThanOrEqual(3);
    for (const entry of withOthers) {
      const spellings = [entry.answer, ...others(entry)];
      // The game ignores case and spaces, so a spelling that differs only in them adds nothing.
      const normalised = spellings.map((spelling) => normalise(spelling));
      expect(new Set(normalised).size, entry.qNo).toBe(spellings.length);
      for (const spelling of spellings) expect(isNonEmptyText(spelling), entry.qNo).toBe(true);
    }
    const flipFlop = bank.find((entry) => normalise(entry.answer) === 'flipflop');
    expect(flipFlop && others(flipFlop)).toContain('Flip-flop');
  });

  it('uses self-hosted images and audio that exist, some of each', () => {
    const images = bank.flatMap((entry) => ('image' in entry && entry.image ? [entry.image] : []));
    const audio = bank.flatMap((entry) => ('audio' in entry && entry.audio ? [entry.audio] : []));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(audio.length).toBeGreaterThanOrEqual(1);
    for (const file of [...images, ...audio]) expect(isLocalAsset(file), file).toBe(true);
  });

  it('gives at least 6 riddles hints, at least 4 nudges, and every riddle a solution', () => {
    const hinted = bank.filter((entry) => (entry.hints?.length ?? 0) > 0);
    const nudged = bank.filter((entry) => (entry.nudges?.length ?? 0) > 0);
    expect(hinted.length).toBeGreaterThanOrEqual(6);
    expect(nudged.length).toBeGreaterThanOrEqual(4);
    for (const entry of bank) expect(isNonEmptyText(entry.solution), entry.qNo).toBe(true);
  });
});
