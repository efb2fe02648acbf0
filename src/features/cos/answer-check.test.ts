import { describe, expect, it } from 'vitest';
import { matchesPlainAnswer } from './answer-check.ts';

describe('matchesPlainAnswer', () => {
  it('compares old plaintext answers exactly after normalising the guess', () => {
    const question = { qNo: '5', question: 'q', answer: 'ohmslaw' };
    expect(matchesPlainAnswer(question, "Ohm's Law")).toBe(false);
    expect(matchesPlainAnswer(question, 'OHMS law')).toBe(true);
  });

  it('leaves a document without an answer to the database', () => {
    expect(matchesPlainAnswer({ qNo: '6', question: 'q' }, '')).toBeNull();
  });
});
