import { describe, expect, it } from 'vitest';
import { toGuessCounts, toNightState, toSolves, toSpellingsAt } from './records.ts';

const schedule = { opensAt: 1_000, closesAt: 2_000 };
const announcement = { text: 'Riddle 7 has a typo.', at: 1_500 };

const noTexts = { announcement: null, errata: null };
/** The night read from nothing: every part null, no errata. */
const none = {
  schedule: null,
  announcement: null,
  errata: {},
  frozenAt: null,
  boardEditedAt: null,
};
/** The game node read with its texts, as the night's reader reads them. */
const read = (game: unknown) => toNightState(game, game as never);

describe('toNightState', () => {
  it('reads the schedule, the freeze and the last edit of the game node, and the texts apart', () => {
    const errata = { 7: { text: 'Read "north" for "south".', at: 1_600 } };
    expect(
      toNightState({ schedule, frozenAt: 1_800, boardEditedAt: 1_900 }, { announcement, errata }),
    ).toEqual({ schedule, announcement, errata, frozenAt: 1_800, boardEditedAt: 1_900 });
  });

  it('takes no text from the game node itself', () => {
    const errata = { 7: { text: 'Read "north" for "south".', at: 1_600 } };
    expect(toNightState({ schedule, announcement, errata }, noTexts)).toMatchObject({
      announcement: null,
      errata: {},
    });
  });

  it('gives null for every part of a missing or malformed node', () => {
    expect(toNightState(null, noTexts)).toEqual(none);
    expect(toNightState('game', { announcement: 'hi', errata: 'typo' })).toEqual(none);
    expect(toNightState([schedule], noTexts)).toEqual(none);
  });

  it('drops a malformed part and keeps the others', () => {
    expect(read({ schedule, announcement: { text: '', at: 1 }, frozenAt: '7:40' })).toEqual({
      ...none,
      schedule,
    });
    expect(read({ schedule: { opensAt: 2, closesAt: 1 }, announcement })).toEqual({
      ...none,
      announcement,
    });
    expect(read({ announcement: { text: 'hi', at: Infinity }, frozenAt: 9 })).toEqual({
      ...none,
      frozenAt: 9,
    });
  });
});

describe('toSpellingsAt', () => {
  it("keeps each riddle's notice of a spelling accepted as a time, and nothing else", () => {
    expect(toSpellingsAt({ 1: 1000, 2: 'later', 3: null })).toEqual({ 1: 1000 });
    expect(toSpellingsAt(undefined)).toEqual({});
  });
});

describe('toSolves', () => {
  it('keeps each team’s solve times by riddle', () => {
    expect(toSolves({ alpha: { 1: 100, 2: 200 }, beta: { 1: 150 } })).toEqual({
      alpha: { '1': 100, '2': 200 },
      beta: { '1': 150 },
    });
  });

  it('reads the array the REST API sends for riddles 1, 2, 3... with its empty slot 0', () => {
    expect(toSolves({ alpha: [null, 100, 200] })).toEqual({ alpha: { '1': 100, '2': 200 } });
    expect(toSolves([null, { 1: 100 }])).toEqual({ '1': { '1': 100 } });
  });

  it('drops what is not a time, and reads nothing from a missing node', () => {
    expect(toSolves({ alpha: { 1: 'soon' }, beta: 7, gamma: { 1: 5 } })).toEqual({
      gamma: { '1': 5 },
    });
    expect(toSolves(null)).toEqual({});
  });
});

describe('guess counts', () => {
  it("takes each team's count from its last recorded guess", () => {
    const guesses = {
      ohms: { question: 3, proof: 'p', at: 1, count: 7 },
      diodes: { question: 1, proof: 'q', at: 2, count: 1 },
    };
    expect(toGuessCounts(guesses)).toEqual({ ohms: 7, diodes: 1 });
  });

  it('skips what is not a count, and reads nothing as none', () => {
    expect(toGuessCounts({ a: { count: 'many' }, b: null, c: { count: 0 } })).toEqual({});
    expect(toGuessCounts(null)).toEqual({});
  });
});
