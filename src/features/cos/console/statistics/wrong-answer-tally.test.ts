import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import type { Solves } from '@/game/types.ts';
import { createWrongAnswerTally, type WrongAnswerTally } from './wrong-answer-tally.ts';

/** ohms solved riddle 1 with tesla; diodes typed edison twice and is still on riddle 1. */
const OHMS = { 1: { question: 1, text: 'edison' }, 2: { question: 1, text: 'tesla' } };
const DIODES = { 1: { question: 1, text: 'edison' }, 2: { question: 1, text: 'edison' } };
const TYPED: TypedAnswers = { ohms: OHMS, diodes: DIODES };
const DIODES_AGAIN = { ...DIODES, 3: { question: 1, text: 'volta' } };
const SOLVES: Solves = { ohms: { 1: 5000 } };

const figures = (tally: WrongAnswerTally) =>
  Array.from({ length: QUESTION_COUNT }, (_, index) => tally.riddle(index + 1));

/** What a tally counting everything afresh holds. */
function counted(typed: TypedAnswers, solves: Solves) {
  const tally = createWrongAnswerTally();
  tally.update(typed, solves);
  return figures(tally);
}

describe('the wrong answers, counted as they arrive', () => {
  it('keeps which teams typed each text, and how often, but not the answer that solved it', () => {
    const tally = createWrongAnswerTally();
    tally.update(TYPED, SOLVES);
    expect(Object.fromEntries(tally.teamsThatTyped(1, 'edison'))).toEqual({ ohms: 1, diodes: 2 });
    expect(tally.teamsThatTyped(1, 'tesla').size).toBe(0);
    expect(tally.riddle(1)).toEqual({
      wrongGuesses: 3,
      wrongAnswers: [{ text: 'edison', teams: 2 }],
    });
  });

  it('after each change holds what counting everything afresh gives', () => {
    const tally = createWrongAnswerTally();
    const steps: [TypedAnswers, Solves][] = [
      [TYPED, {}],
      [TYPED, SOLVES],
      // diodes types a third time, on riddle 1.
      [{ ohms: OHMS, diodes: DIODES_AGAIN }, SOLVES],
      // diodes solves riddle 1 with volta, then is reset: its answers go.
      [
        { ohms: OHMS, diodes: DIODES_AGAIN },
        { ...SOLVES, diodes: { 1: 9000 } },
      ],
      [{ ohms: OHMS }, SOLVES],
      // ohms is reset too, and registers again under its name: from guess 1 again.
      [{ ohms: { 1: { question: 1, text: 'ampere' } } }, {}],
      [{}, {}],
    ];
    for (const [typed, solves] of steps) {
      tally.update(typed, solves);
      expect(figures(tally)).toEqual(counted(typed, solves));
    }
  });

  it("gives a riddle's figures the same object while they stay the same", () => {
    const tally = createWrongAnswerTally();
    tally.update(TYPED, SOLVES);
    const [first, second] = figures(tally);
    tally.update(TYPED, SOLVES);
    tally.update({ ...TYPED, ohms: { ...OHMS, 3: { question: 2, text: 'volta' } } }, SOLVES);
    const [firstAgain, secondAgain] = figures(tally);
    expect(firstAgain).toBe(first);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain?.wrongAnswers).toEqual([{ text: 'volta', teams: 1 }]);
  });
});
