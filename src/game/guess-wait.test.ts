import { describe, expect, it } from 'vitest';
import { mustWait, nextGuessAt, nextGuessOnDevice } from './guess-wait.ts';
import { GUESS_COOLDOWN_MS } from './numbers.ts';

const wrongOnThree = { question: 3, at: 100_000 };

describe('the wait after a wrong guess', () => {
  it(`lasts ${GUESS_COOLDOWN_MS} ms from the guess on the same riddle`, () => {
    expect(nextGuessAt(wrongOnThree, 3)).toBe(100_000 + GUESS_COOLDOWN_MS);
    expect(mustWait(wrongOnThree, 3, 100_000 + GUESS_COOLDOWN_MS - 1)).toBe(true);
    expect(mustWait(wrongOnThree, 3, 100_000 + GUESS_COOLDOWN_MS)).toBe(false);
  });

  it('is over at once with no guess, or once the team has moved on', () => {
    expect(nextGuessAt(null, 1)).toBe(-Infinity);
    expect(nextGuessAt(wrongOnThree, 4)).toBe(-Infinity);
    expect(mustWait(wrongOnThree, 4, 100_001)).toBe(false);
  });

  it("is told on the device's clock, null when there is none", () => {
    expect(nextGuessOnDevice(wrongOnThree, 3, 2_000)).toBe(98_000 + GUESS_COOLDOWN_MS);
    expect(nextGuessOnDevice(wrongOnThree, 4, 2_000)).toBeNull();
    expect(nextGuessOnDevice(null, 1, 0)).toBeNull();
  });
});
